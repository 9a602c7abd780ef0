/** What the app says for a failed call (spec part 1 §8 error overlay, part 2 §4 submit failure); keys of the 'errors' namespace. */
type ErrorMessage = { key: string; status?: number } | { serverHtml: string };

/**
 * The server's own words (from a JSON body, sanitised when shown) where it sent some; otherwise a
 * translated sentence by kind: never 'Network request failed', a bare status text or an error
 * page's HTML.
 */
export function errorMessageOf(error: {
  kind: string;
  status: number | null;
  message: string;
  serverText?: boolean;
}): ErrorMessage {
  if (error.kind === 'network') return { key: 'errors:network' };
  if (error.kind === 'timeout') return { key: 'errors:timeout' };
  if (error.kind === 'malformed') return { key: 'errors:malformed' };
  if (error.kind === 'http' && error.serverText && error.message.trim()) return { serverHtml: error.message };
  if (error.kind === 'http' && error.status !== null) return { key: 'errors:httpStatus', status: error.status };
  return { key: 'errors:unknown' };
}
