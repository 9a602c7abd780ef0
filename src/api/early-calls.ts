import { embeddedObject } from '../config/config-element';
import { languageFromPath, pathWithoutLanguage, TRAVEL_CODE_PATTERN, type Language } from '../config/language';

// The booking page's first calls (trip, dates, user), started by the entry before the app's code
// has arrived, or answered by the page itself when its server embedded the replies; the API client
// takes their answers over instead of asking again. Kept free of zod and React so the entry stays small.

export const travelPath = (code: string) => `/fapi/travel/${encodeURIComponent(code)}`;
export const schedulePath = (code: string) => `/fapi/schedule/${encodeURIComponent(code)}`;
export const USER_PATH = '/fapi/user';

/**
 * The id of the script element in which the server may embed the page's first replies
 * (docs/api/first-replies.md): a JSON object from a call's path to its reply.
 */
export const REPLIES_ELEMENT_ID = 'asi-replies';

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
 * An embedded reply as the answer of its call: read by the client like a fetched one, so a reply the
 * schema refuses fails the call as a fetched one would, and the retry asks the server.
 */
function embeddedAnswer(reply: unknown): EarlyCall {
  const body = JSON.stringify(reply);
  return {
    response: Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } })),
    abort: () => undefined,
  };
}

/** The calls whose replies a server may embed in the page: the trip's dates and the trip. */
export const embeddablePaths = (code: string): string[] => [schedulePath(code), travelPath(code)];

/**
 * A plain booking page (/b/{code}, /en/b/{code}, /it/b/{code}) whose first calls the entry starts:
 * its language and travel code; null for any other page or a query that changes the calls.
 */
export function plainBookingPage({ pathname, search }: { pathname: string; search: string }): {
  language: Language;
  code: string;
} | null {
  if (CHANGES_CALLS.test(search)) return null;
  const code = /^\/b\/([^/]+)\/?$/.exec(pathWithoutLanguage(pathname))?.[1];
  return code && TRAVEL_CODE_PATTERN.test(code) ? { language: languageFromPath(pathname), code } : null;
}

/**
 * Starts GET travel, schedules and user for a plain booking page. Anything unusual (an embedded
 * page configuration, a query that changes the calls) is left to the app, which then simply asks
 * itself: a call started here is only ever a head start.
 * The trip and its dates the server embedded in the page (`embeddedReplies`, the element's text)
 * are taken from there instead; a missing, null or unreadable one is asked for. The user is always
 * asked for: a page may be cached, a person's data never travels in it.
 */
export function startEarlyCalls(
  location: { pathname: string; search: string },
  hasEmbeddedConfig: boolean,
  embeddedReplies?: string | null,
): void {
  const page = hasEmbeddedConfig ? null : plainBookingPage(location);
  if (!page) return;
  const { language, code } = page;
  const replies = embeddedObject(embeddedReplies) ?? {};
  for (const path of [schedulePath(code), travelPath(code), USER_PATH]) {
    const reply = path === USER_PATH ? null : replies[path];
    if (reply !== undefined && reply !== null) {
      started.set(`${language}\n${path}`, embeddedAnswer(reply));
      continue;
    }
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
