import type { Language } from '../config/language';
import { callHeaders, takeEarlyCall, type EarlyCall } from './early-calls';
import { ApiError, fieldErrorsOf, NETWORK_FAILURE_MESSAGE, rejectionMessage, serverMessage } from './errors';
import { z } from '../config/z';

export type { Language } from '../config/language';

interface RequestOptions<S extends z.core.$ZodType | undefined> {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number | boolean | string[] | null | undefined>;
  /** The zod schema the JSON reply must match; without one the reply is not read. */
  schema?: S;
  /** 'text' reads the reply as text (search box), 'blob' as a download (VVI), 'status' answers the status (question form). */
  responseType?: 'json' | 'text' | 'blob' | 'status';
  signal?: AbortSignal;
  /** How long the call may take, reply body included; the client's default otherwise. */
  timeoutMs?: number;
  /** Extra request headers (the submit's Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * For a list reply: an item the reply cannot lose. When a broken item is one of these, the whole
   * reply is malformed instead of the item being left out (a compulsory charge is never dropped).
   */
  mustKeep?: (item: unknown) => boolean;
  /** Told how many broken items of a list reply were left out, and which (the section says that some are missing). */
  onLeftOut?: LeftOutListener;
}

/** Who is told of a list reply's broken items: how many, and the items as they came. */
export type LeftOutListener = (count: number, items: readonly unknown[]) => void;

/**
 * What a family's call may be given: the signal that ends it (a newer call, a closed dialog) and
 * who is told that a list reply came with broken items left out.
 */
export interface Call {
  signal?: AbortSignal;
  onLeftOut?: LeftOutListener;
}

export interface ApiClient {
  readonly language: Language;
  request<S extends z.core.$ZodType>(path: string, options: RequestOptions<S> & { schema: S }): Promise<z.output<S>>;
  request(path: string, options?: RequestOptions<undefined>): Promise<unknown>;
}

interface ApiClientOptions {
  language: Language;
  /** The origin-relative base, '' in the app; tests pass an absolute origin. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  /** Every call is bounded: after this long it fails as a time-out (default 20 s). */
  timeoutMs?: number;
}

/** Catalogue and other calls give up after 20 s; the submit, which books, gets 60 s. */
const DEFAULT_TIMEOUT_MS = 20_000;

function buildQuery(query: RequestOptions<undefined>['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A call already on its way, given up when the call is aborted (its caller left, its time ran out):
 * the call itself ends too, so a hanging answer does not hold a connection a retry needs.
 */
function untilAborted(early: EarlyCall, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      early.abort();
      reject(new DOMException('The call was aborted.', 'AbortError'));
    };
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    early.response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The items of a list reply that match the list's item schema, when at least one does and no
 * broken item is one the reply cannot lose.
 */
function validItems(
  schema: z.core.$ZodType,
  json: unknown,
  mustKeep: (item: unknown) => boolean = () => false,
): { items: unknown[]; dropped: number; broken: unknown[] } | null {
  const def = schema._zod.def as { type: string; element?: z.core.$ZodType };
  if (def.type !== 'array' || !def.element || !Array.isArray(json)) return null;
  const element = def.element;
  const results = json.map((item: unknown) => ({ item, result: z.safeParse(element, item) }));
  if (results.some(({ item, result }) => !result.success && mustKeep(item))) return null;
  const items = results.flatMap(({ result }) => (result.success ? [result.data] : []));
  const broken = results.flatMap(({ item, result }) => (result.success ? [] : [item]));
  return items.length > 0 ? { items, dropped: broken.length, broken } : null;
}

function formatIssues(error: z.core.$ZodError): string[] {
  return error.issues
    .slice(0, 5)
    .map((issue: z.core.$ZodIssue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/**
 * The one fetch wrapper (spec part 1 §7): same-origin credentials, JSON content type,
 * Accept-Language = page language. It returns parsed data or throws an ApiError; it never
 * touches the store, the page or the location.
 */
export function createApiClient({
  language,
  baseUrl = '',
  fetchImpl,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: ApiClientOptions): ApiClient {
  async function request(path: string, options: RequestOptions<z.core.$ZodType | undefined> = {}): Promise<unknown> {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    const call = `${method} ${path}`;
    // The call ends when the caller aborts it or when its time is up, whichever comes first.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? timeoutMs);
    const forward = () => controller.abort();
    if (options.signal?.aborted) controller.abort();
    options.signal?.addEventListener('abort', forward);
    try {
      return await send(path, method, call, options, controller.signal);
    } catch (error) {
      if (timedOut) throw new ApiError('timeout', 'timeout', { call });
      if (options.signal?.aborted) throw new ApiError('aborted', 'aborted', { call });
      throw error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forward);
    }
  }

  async function send(
    path: string,
    method: string,
    call: string,
    options: RequestOptions<z.core.$ZodType | undefined>,
    signal: AbortSignal,
  ): Promise<unknown> {
    const url = `${baseUrl}${path}${buildQuery(options.query)}`;
    const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
    // A first call the page's entry already started (the trip, its dates, the user) is taken over.
    const early = options.body === undefined ? takeEarlyCall(method, url, language) : null;
    let response: Response;
    try {
      response = await (early
        ? untilAborted(early, signal)
        : doFetch(url, {
            method,
            credentials: 'same-origin',
            headers: callHeaders(language, options.headers),
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
            signal,
          }));
    } catch (error) {
      if (signal.aborted || (error as { name?: unknown } | null)?.name === 'AbortError') {
        throw new ApiError('aborted', 'aborted', { call });
      }
      throw new ApiError('network', NETWORK_FAILURE_MESSAGE, { call });
    }

    if (!response.ok) {
      const raw = await response.text().catch(() => '');
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        // a non-JSON error page (a proxy's HTML): never shown, the status speaks for it
      }
      throw new ApiError('http', rejectionMessage(body, response.statusText, response.status), {
        status: response.status,
        call,
        serverText: serverMessage(body) !== '',
        fieldErrors: fieldErrorsOf(body),
      });
    }

    if (options.responseType === 'text') return response.text();
    if (options.responseType === 'blob') return response.blob();
    if (options.responseType === 'status') return response.status;
    if (!options.schema) return undefined;

    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ApiError('malformed', 'The reply is not JSON.', {
        status: response.status,
        call,
        issues: ['(root): not JSON'],
      });
    }
    const parsed = z.safeParse(options.schema, json);
    if (!parsed.success) {
      const issues = formatIssues(parsed.error);
      // A list with some broken items keeps the good ones (a date with an impossible price, a
      // service without a name); only a reply with nothing usable is malformed.
      const kept = validItems(options.schema, json, options.mustKeep);
      if (kept) {
        console.warn(`${call}: left out ${kept.dropped} item(s) that break the contract`, issues);
        options.onLeftOut?.(kept.dropped, kept.broken);
        return kept.items;
      }
      throw new ApiError('malformed', `The reply does not match its contract: ${issues.join('; ')}`, {
        status: response.status,
        call,
        issues,
      });
    }
    return parsed.data;
  }
  return { language, request: request as ApiClient['request'] };
}

/** Fare search retries (spec part 2 §7, §9): 3 tries, 400 ms apart, on network failure only. */
const RETRY_TRIES = 3;
const RETRY_DELAY_MS = 400;

export async function withRetry<T>(
  run: () => Promise<T>,
  {
    tries = RETRY_TRIES,
    delayMs = RETRY_DELAY_MS,
    wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
  } = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      lastError = error;
      const retriable = error instanceof ApiError && error.kind === 'network';
      if (!retriable || attempt === tries) throw error;
      await wait(delayMs);
    }
  }
  throw lastError;
}
