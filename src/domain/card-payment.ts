import { cardBrand, cardDigits, parseExpiry, type CardField, type CardInput } from './validation/card';

/**
 * Card payments through the operator's payment provider (docs/api/card-payment.md): the card goes
 * to the provider alone and comes back as a single-use token; /fapi gets the token and may ask for
 * strong customer authentication (3-D Secure) by a redirect to the issuer.
 */

/** The provider's codes that name a field of the card form (the spec's message shows at that field). */
const FIELD_REJECTIONS = {
  invalid_number: 'number',
  invalid_expiry: 'expiry',
  invalid_cvc: 'cvc',
} as const satisfies Record<string, Exclude<CardField, 'holder'>>;

type FieldRejection = (typeof FIELD_REJECTIONS)[keyof typeof FIELD_REJECTIONS];

/** Why a card payment did not go through: a field the provider refused, declined/cancelled, or anything else. */
export type CardRejection = FieldRejection | 'declined' | 'general';

/** A refusal that belongs to a field of the card form (shown there, not above the form). */
export const isFieldRejection = (rejection: CardRejection | null): rejection is FieldRejection =>
  rejection !== null && Object.values(FIELD_REJECTIONS).includes(rejection as FieldRejection);

/**
 * The provider's refusal of a card (`4xx {error: {code}}`): a field's code shows at that field,
 * `declined` is the spec's declined-or-cancelled message; any other code, or none, the general
 * payment error. Errs towards the general message.
 */
export function cardRejectionOf(code: string | null | undefined): CardRejection {
  if (code === 'declined') return 'declined';
  return Object.hasOwn(FIELD_REJECTIONS, code ?? '')
    ? FIELD_REJECTIONS[code as keyof typeof FIELD_REJECTIONS]
    : 'general';
}

/** The card as the provider's `POST /tokens` takes it: digits only, the year with four digits. */
export interface CardTokenRequest {
  holder: string;
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

/** The typed card as the provider takes it; null when it cannot be read (the form's checks catch that first). */
export function cardTokenRequest(input: CardInput): CardTokenRequest | null {
  const expiry = parseExpiry(input.expiry);
  const number = cardDigits(input.number);
  const cvc = input.cvc.trim();
  if (!expiry || number === null || number.length < 12 || number.length > 19 || !/^\d{3,4}$/.test(cvc)) return null;
  return { holder: input.holder.trim(), number, expiryMonth: expiry.month, expiryYear: expiry.year, cvc };
}

/** What a reply of `POST /fapi/booking/pay/{no}/{category}` means for the page. */
export type PayOutcome =
  { kind: 'paid' } | { kind: 'redirect'; url: string } | { kind: 'failed'; rejection: 'declined' | 'general' };

/**
 * A 2xx reply: an action asks for the issuer's authentication (a redirect; any other action is not
 * understood, so nothing counts as paid); otherwise paid unless it says `paid: false`, whose
 * status says declined/cancelled or not.
 */
export function payOutcomeOf(reply: {
  paid: boolean | null;
  status: string | null;
  action?: { type: string; url: string | null } | null;
}): PayOutcome {
  if (reply.action) {
    return reply.action.type === 'redirect' && reply.action.url
      ? { kind: 'redirect', url: reply.action.url }
      : { kind: 'failed', rejection: 'general' };
  }
  if (reply.paid === false) return { kind: 'failed', rejection: isDeclinedCode(reply.status) ? 'declined' : 'general' };
  return { kind: 'paid' };
}

/** A status or code that says the payment was declined or cancelled. */
export function isDeclinedCode(code: string | null | undefined): boolean {
  return /^(declined|cancell?ed|refused)$/i.test(code?.trim() ?? '');
}

/**
 * Where an authentication redirect may send the browser: an https address of the provider's host
 * (its endpoint's) or of a configured payment host. The provider's own origin is also taken over
 * plain http when its endpoint is (a stand-in on this machine). Anything else (another host,
 * credentials in the address, javascript:, a path of this site) is refused with null, and nothing
 * is paid. Errs on the side of refusing.
 */
export function cardActionTarget(
  url: string,
  { providerEndpoint, paymentHosts }: { providerEndpoint: string; paymentHosts: readonly string[] },
): string | null {
  let target: URL;
  let provider: URL;
  try {
    target = new URL(url.trim());
    provider = new URL(providerEndpoint);
  } catch {
    return null;
  }
  if (target.username !== '' || target.password !== '') return null;
  if (target.protocol === 'https:' && (target.host === provider.host || paymentHosts.includes(target.host)))
    return target.href;
  if (target.protocol === 'http:' && provider.protocol === 'http:' && target.origin === provider.origin)
    return target.href;
  return null;
}

/** This machine's own addresses: the only place plain http may carry a card (the demo's stand-in provider). */
export const isLoopbackHost = (hostname: string): boolean =>
  hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';

/**
 * The provider's endpoint when cards may be sent to it: https, or http on this machine's loopback
 * (the demo's stand-in). Anything else is no provider: the card is never sent in the clear.
 */
export function usableProviderEndpoint(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint.trim());
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return null;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) return null;
  return url.href.replace(/\/+$/, '');
}

/**
 * The page's own Content-Security-Policy (its `<meta>`) lets it connect to the provider: its
 * `connect-src` (or `default-src`) names the origin, a matching `*.` host, its scheme, or `*`.
 * Without a policy nothing is in the way. A provider the policy blocks would fail every card, so
 * the card is not offered. Errs towards offering only what can work.
 */
export function isConnectAllowed(policy: string | null, endpoint: string): boolean {
  if (!policy) return true;
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );
  const sources = directives.get('connect-src') ?? directives.get('default-src');
  if (!sources) return true;
  const target = new URL(endpoint);
  return sources.some((source) => {
    if (source === '*' || source === target.protocol) return true;
    const match = /^(https?:)\/\/(\*\.)?([^/:]+)(:\d+)?\/?$/.exec(source);
    if (!match || match[1] !== target.protocol || (match[4] ?? '') !== (target.port ? `:${target.port}` : ''))
      return false;
    return match[2] ? target.hostname.endsWith(`.${match[3]}`) : target.hostname === match[3];
  });
}

/** Cards can be paid through this endpoint from this page: a usable endpoint its own policy lets it reach. */
export function canPayThrough(endpoint: string | null, policy: string | null): boolean {
  const usable = endpoint === null ? null : usableProviderEndpoint(endpoint);
  return usable !== null && isConnectAllowed(policy, usable);
}

/** How long a return from the issuer counts as this visit's (the marker the page leaves before it goes). */
export const ISSUER_RETURN_MINUTES = 30;

/** The marker is this booking's and young enough to be the return of the payment the page sent off. */
export function isIssuerReturn(
  marker: { bookingNo: string; at: number },
  { bookingNo, now }: { bookingNo: string; now: number },
): boolean {
  return marker.bookingNo === bookingNo && marker.at <= now && now - marker.at < ISSUER_RETURN_MINUTES * 60_000;
}

/** The brand and last digits the pay call names: the provider's when it says them, else the card's own. */
export function cardSummary(
  token: { brand: string | null; last4: string | null },
  request: CardTokenRequest,
): { brand: string; last4: string } {
  return {
    brand: token.brand ?? cardBrand(request.number) ?? 'unknown',
    last4: token.last4 && /^\d{4}$/.test(token.last4) ? token.last4 : request.number.slice(-4),
  };
}
