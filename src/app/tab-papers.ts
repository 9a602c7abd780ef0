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

/**
 * The booking's persistence transform: on the way to localStorage the customer's and the
 * travellers' passport numbers and issuing authorities go to `session` instead; on the way back
 * they are merged in from there (a new tab has none: they are asked again).
 */
export function tabOnlyPapers(session: Storage | undefined, travelCode: string): Transform<unknown, unknown> {
  const key = papersKey(travelCode);
  return createTransform<unknown, unknown>(
    (state, field) => {
      const papers = read(session, key);
      if (field === 'user') {
        write(session, key, { ...papers, user: pick(state) });
        return strip(state);
      }
      if (!Array.isArray(state)) return state;
      write(session, key, { ...papers, travellers: state.map(pick) });
      return state.map(strip);
    },
    (stored, field) => {
      const papers = read(session, key);
      if (field === 'user') return isRecord(stored) ? { ...stored, ...papers.user } : stored;
      return Array.isArray(stored)
        ? stored.map((person, i) => (isRecord(person) ? { ...person, ...papers.travellers[i] } : person))
        : stored;
    },
    { whitelist: ['user', 'additionalUsers'] },
  );
}
