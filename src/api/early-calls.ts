import { languageFromPath, pathWithoutLanguage, TRAVEL_CODE_PATTERN, type Language } from '../config/language';

// The booking page's first calls (trip, dates, user), started by the entry before the app's code
// has arrived; the API client takes their answers over instead of asking again. Kept free of
// zod and React so the entry stays small.

export const travelPath = (code: string) => `/fapi/travel/${encodeURIComponent(code)}`;
export const schedulePath = (code: string) => `/fapi/schedule/${encodeURIComponent(code)}`;
export const USER_PATH = '/fapi/user';

/** The headers of every call (spec part 1 §7): JSON both ways, the page language. */
export const callHeaders = (language: Language, extra: Record<string, string> = {}): Record<string, string> => ({
  ...extra,
  'Content-Type': 'application/json',
  Accept: 'application/json',
  'Accept-Language': language,
});

/** A call the entry started: its answer, and the way to end it (freeing its connection). */
export interface EarlyCall {
  response: Promise<Response>;
  abort: () => void;
}

const started = new Map<string, EarlyCall>();

// (A whitelabel comes only with an embedded configuration, which leaves the calls to the app.)
/** Query parameters that change the first calls (a year, a date range): then the app asks itself. */
const CHANGES_CALLS = /(^|[?&])(year|start|end)=/;

/**
 * Starts GET travel, schedules and user for a plain booking page (/b/{code}, /en/b/{code},
 * /it/b/{code}). Anything unusual (an embedded page configuration, a query that changes the calls)
 * is left to the app, which then simply asks itself: a call started here is only ever a head start.
 */
export function startEarlyCalls(
  { pathname, search }: { pathname: string; search: string },
  hasEmbeddedConfig: boolean,
): void {
  if (hasEmbeddedConfig || CHANGES_CALLS.test(search)) return;
  const language = languageFromPath(pathname);
  const code = /^\/b\/([^/]+)\/?$/.exec(pathWithoutLanguage(pathname))?.[1];
  if (!code || !TRAVEL_CODE_PATTERN.test(code)) return;
  for (const path of [schedulePath(code), travelPath(code), USER_PATH]) {
    const controller = new AbortController();
    const response = fetch(path, {
      method: 'GET',
      credentials: 'same-origin',
      headers: callHeaders(language),
      signal: controller.signal,
    });
    // Nobody may ever take it (the app asked otherwise): an unread failure is not an error.
    response.catch(() => undefined);
    started.set(`${language}\n${path}`, { response, abort: () => controller.abort() });
  }
}

/** The call the entry started for this GET, once; null when there is none. */
export function takeEarlyCall(method: string, url: string, language: Language): EarlyCall | null {
  if (method !== 'GET') return null;
  const call = started.get(`${language}\n${url}`) ?? null;
  if (call) started.delete(`${language}\n${url}`);
  return call;
}
