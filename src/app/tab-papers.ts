import { createTransform, type Transform } from 'redux-persist';
import { papersKey } from './stored-booking';

// Passport numbers and issuing authorities stay with the tab: they are written to
// sessionStorage, which the browser drops when the tab closes, never to localStorage, where a
// shared computer would keep them.

const TAB_ONLY = ['passportNumber', 'passportIssuer'] as const;
type Papers = Partial<Record<(typeof TAB_ONLY)[number], string>>;
interface TabPapers {
  user: Papers;
  travellers: Papers[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function pick(person: unknown): Papers {
  if (!isRecord(person)) return {};
  const papers: Papers = {};
  for (const field of TAB_ONLY)
    if (typeof person[field] === 'string' && person[field] !== '') papers[field] = person[field];
  return papers;
}

function strip(person: unknown): unknown {
  if (!isRecord(person)) return person;
  const rest = { ...person };
  for (const field of TAB_ONLY) delete rest[field];
  return rest;
}

function read(session: Storage | undefined, key: string): TabPapers {
  try {
    const value: unknown = JSON.parse(session?.getItem(key) ?? 'null');
    if (!isRecord(value)) return { user: {}, travellers: [] };
    return { user: pick(value.user), travellers: Array.isArray(value.travellers) ? value.travellers.map(pick) : [] };
  } catch {
    return { user: {}, travellers: [] };
  }
}

function write(session: Storage | undefined, key: string, papers: TabPapers): void {
  try {
    session?.setItem(key, JSON.stringify(papers));
  } catch {
    // storage full or disabled: the papers stay in memory only
  }
}

const withPapers = (person: unknown, papers: Papers | undefined): unknown =>
  isRecord(person) ? { ...person, ...papers } : person;

const travellersWithPapers = (travellers: unknown, papers: TabPapers): unknown =>
  Array.isArray(travellers) ? travellers.map((person, i) => withPapers(person, papers.travellers[i])) : travellers;

/**
 * The booking's persistence transform: on the way to localStorage the customer's and the
 * travellers' passport numbers and issuing authorities (in the travellers' part) go to `session`
 * instead; on the way back they are merged in from there (a new tab has none: they are asked
 * again). A booking stored before the travellers had their part keeps them in its own fields.
 */
export function tabOnlyPapers(session: Storage | undefined, travelCode: string): Transform<unknown, unknown> {
  const key = papersKey(travelCode);
  return createTransform<unknown, unknown>(
    (state, field) => {
      if (field !== 'travellers' || !isRecord(state)) return state;
      const travellers = Array.isArray(state.additionalUsers) ? state.additionalUsers : [];
      write(session, key, { user: pick(state.user), travellers: travellers.map(pick) });
      return {
        ...state,
        ...('user' in state ? { user: strip(state.user) } : {}),
        ...('additionalUsers' in state ? { additionalUsers: travellers.map(strip) } : {}),
      };
    },
    (stored, field) => {
      const papers = read(session, key);
      if (field === 'travellers')
        return isRecord(stored)
          ? {
              ...stored,
              ...('user' in stored ? { user: withPapers(stored.user, papers.user) } : {}),
              ...('additionalUsers' in stored
                ? { additionalUsers: travellersWithPapers(stored.additionalUsers, papers) }
                : {}),
            }
          : stored;
      // An earlier shape: the customer and the travellers as fields of the booking.
      if (field === 'user') return withPapers(stored, papers.user);
      return travellersWithPapers(stored, papers);
    },
    { whitelist: ['travellers', 'user', 'additionalUsers'] },
  );
}
