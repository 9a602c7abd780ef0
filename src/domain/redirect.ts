/**
 * Where the browser may go after a submit (spec part 2 §4 "if a URL is returned the browser goes
 * there"): a path of this site, or an https address of a configured payment host. Anything else
 * (another site, a protocol-relative or backslashed address, javascript:, data:) is refused, so a
 * broken or hostile reply can never send the customer off-site. Errs on the side of refusing.
 */
export function safeRedirect(
  url: string,
  { origin, allowedHosts = [] }: { origin: string; allowedHosts?: readonly string[] },
): string | null {
  const raw = url.trim();
  // eslint-disable-next-line no-control-regex
  if (raw === '' || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let own: URL;
  let target: URL;
  try {
    own = new URL(origin);
    target = new URL(raw, own);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  if (target.origin === own.origin) return `${target.pathname}${target.search}${target.hash}`;
  if (target.protocol === 'https:' && target.username === '' && allowedHosts.includes(target.host)) return target.href;
  return null;
}

/**
 * After a successful submit: the reply's address when it is safe; else this app's confirmation
 * page for the booking number the reply names; else stay and confirm on the page.
 */
export function submitDestination(
  reply: { url: string; bookingNo: string | null },
  {
    origin,
    allowedHosts = [],
    confirmationUrl,
  }: { origin: string; allowedHosts?: readonly string[]; confirmationUrl: (bookingNo: string) => string },
): { kind: 'go'; url: string } | { kind: 'stay' } {
  const safe = safeRedirect(reply.url, { origin, allowedHosts });
  if (safe) return { kind: 'go', url: safe };
  const bookingNo = reply.bookingNo && /^[A-Za-z0-9_-]{1,40}$/.test(reply.bookingNo) ? reply.bookingNo : null;
  return bookingNo ? { kind: 'go', url: confirmationUrl(bookingNo) } : { kind: 'stay' };
}
