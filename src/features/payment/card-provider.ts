import { cardTokenErrorSchema, cardTokenSchema, type CardToken } from '@/api/schemas/card-payment';
import { z } from '@/config/z';
import { cardActionTarget, cardRejectionOf, type CardRejection, type CardTokenRequest } from '@/domain/card-payment';

/**
 * The one module that talks to the card payment provider (docs/api/card-payment.md): it sends the
 * card to `POST {endpoint}/tokens` and nowhere else, and says where a 3-D Secure action may take
 * the browser. A provider with hosted card fields (its own frames, PCI SAQ A) replaces this module
 * and the card form's number and code fields; nothing else knows the provider.
 */

/** The page configuration's provider (spec part 1 §3 'card payment provider api key and endpoint'), its endpoint checked. */
export interface CardProviderConfig {
  apiKey: string;
  endpoint: string;
  /** Further hosts the issuer's authentication page may be on (the configuration's `paymentHosts`). */
  paymentHosts: readonly string[];
}

/** What tokenizing answers: the single-use token, or why the card was refused. */
type TokenResult = { ok: true; token: CardToken } | { ok: false; rejection: CardRejection };

export interface CardProvider {
  /** Sends the card to the provider; the token, or why not. Never throws, never logs the card. */
  tokenize(card: CardTokenRequest): Promise<TokenResult>;
  /** The address an action of /fapi may send the browser to (the provider's or a payment host's); null refuses it. */
  actionTarget(url: string): string | null;
}

/** Longer than a provider takes, short enough that a person is not left waiting: then the general error. */
const TOKENIZE_TIMEOUT_MS = 20_000;

const GENERAL: TokenResult = { ok: false, rejection: 'general' };

export function createCardProvider(
  config: CardProviderConfig,
  { fetchImpl, timeoutMs = TOKENIZE_TIMEOUT_MS }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): CardProvider {
  const endpoint = config.endpoint.replace(/\/+$/, '');
  return {
    async tokenize(card) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const response = await (fetchImpl ?? fetch)(`${endpoint}/tokens`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify(card),
          // The provider is another site: no cookies of ours, no address of this page beyond its origin.
          credentials: 'omit',
          referrerPolicy: 'origin',
          // A provider's redirect would send the card on to an address nobody checked: refused.
          redirect: 'error',
          cache: 'no-store',
          signal: controller.signal,
        });
        const json: unknown = await response.json().catch(() => undefined);
        if (response.status === 201 || response.status === 200) {
          const token = z.safeParse(cardTokenSchema, json);
          return token.success ? { ok: true, token: token.data } : GENERAL;
        }
        if (response.status >= 400 && response.status < 500) {
          const error = z.safeParse(cardTokenErrorSchema, json);
          return { ok: false, rejection: error.success ? cardRejectionOf(error.data.error.code) : 'general' };
        }
        return GENERAL;
      } catch {
        // No answer, a time-out, a refused connection: the general error (and nothing of the card in a log).
        return GENERAL;
      } finally {
        clearTimeout(timer);
      }
    },
    actionTarget: (url) => cardActionTarget(url, { providerEndpoint: endpoint, paymentHosts: config.paymentHosts }),
  };
}
