/** What went wrong with a call; the overlay translates by kind, the message is the server's word. */
type ApiErrorKind = 'http' | 'network' | 'malformed' | 'aborted' | 'timeout';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** The call, e.g. 'GET /fapi/travel/GRP-ALPS', for logs and the malformed-data message. */
  readonly call: string;
  /** For malformed data: where the body broke its schema. */
  readonly issues: string[];
  /** The message is the server's own word from a JSON body (not a status text or an error page). */
  readonly serverText: boolean;
  /** The body's errors by field ({ email: '…' }), as registration answers them (spec part 2 §8). */
  readonly fieldErrors: Record<string, string>;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: {
      status?: number | null;
      call: string;
      issues?: string[];
      serverText?: boolean;
      fieldErrors?: Record<string, string>;
    },
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status ?? null;
    this.call = options.call;
    this.issues = options.issues ?? [];
    this.serverText = options.serverText ?? false;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

/** The rejection text of spec part 1 §7 for a failed network request. */
export const NETWORK_FAILURE_MESSAGE = 'Network request failed';

/** A plain, serialisable error for the store (Redux state must stay serialisable). */
export interface SerializedApiError {
  kind: ApiErrorKind | 'unknown';
  message: string;
  status: number | null;
  call: string | null;
  /** The message is the server's own word, to be shown (sanitised); otherwise the app says it in its words. */
  serverText?: boolean;
}

export function serializeError(error: unknown): SerializedApiError {
  if (error instanceof ApiError) {
    return {
      kind: error.kind,
      message: error.message,
      status: error.status,
      call: error.call,
      serverText: error.serverText,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'unknown', message, status: null, call: null };
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ');
  if (value && typeof value === 'object') {
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.trim();
    return Object.values(value).map(textOf).filter(Boolean).join(', ');
  }
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The rejection text for a non-ok response (spec part 1 §7): the message field if non-empty, else
 * errorObject, else the error object's message, errors or the status text.
 */
export function rejectionMessage(body: unknown, statusText: string, status: number): string {
  return serverMessage(body) || statusText || `HTTP ${status}`;
}

/** The body's `errors` when it names fields: each field's text ({ email: 'Diese E-Mail-Adresse …' }). */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const errors = body && typeof body === 'object' ? (body as Record<string, unknown>).errors : null;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors)
      .map(([field, value]) => [field, textOf(value)])
      .filter(([, text]) => text !== ''),
  );
}

/** The server's own words in an error body (message, errorObject, errors), or '' when it has none. */
export function serverMessage(body: unknown): string {
  const object = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  for (const candidate of [object.message, object.errorObject, object.errors]) {
    const text = textOf(candidate);
    if (text) return text;
  }
  return '';
}
