import { cardNumberError, cardBrand, cvcLengthOf } from '../../src/domain/validation/card';
import { scenarioOf, type CardScenario } from './cards';
import { STAND_IN_API_KEY, STAND_IN_SECRET_KEY } from './stand-in';

/**
 * The stand-in provider's memory and rules (docs/api/card-payment.md): tokens that are single-use
 * and expire after 15 minutes, charges that pay at once, are declined, or wait for the issuer's
 * 3-D Secure page. Replies are `{ status, body }`; the handlers turn them into HTTP.
 */

export const TOKEN_LIFETIME_MS = 15 * 60_000;

interface TokenRecord {
  scenario: CardScenario;
  brand: string;
  last4: string;
  createdAt: number;
  used: boolean;
}

type ChargeStatus = 'succeeded' | 'requires_action' | 'cancelled' | 'failed';

export interface Charge {
  id: string;
  status: ChargeStatus;
  amount: number;
  reference: string;
  returnUrl: string;
}

export interface ProviderDb {
  tokens: Map<string, TokenRecord>;
  charges: Map<string, Charge>;
}

export const createProviderDb = (): ProviderDb => ({ tokens: new Map(), charges: new Map() });

type Reply = { status: number; body: unknown } | { status: 'hang' };

const error = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});
const randomId = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;

const bearer = (authorization: string | null) => /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? null;

/** `POST /tokens`: the card checked as a provider does; a token for it, or why not. */
export function tokenize(db: ProviderDb, body: unknown, authorization: string | null, now: number): Reply {
  if (bearer(authorization) !== STAND_IN_API_KEY) return error(401, 'unauthorized', 'Unknown API key.');
  const card = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const { holder, number, expiryMonth, expiryYear, cvc } = card;
  if (
    typeof holder !== 'string' ||
    typeof number !== 'string' ||
    typeof cvc !== 'string' ||
    typeof expiryMonth !== 'number' ||
    typeof expiryYear !== 'number'
  )
    return error(400, 'invalid_request', 'holder, number, expiryMonth, expiryYear and cvc are required.');
  if (!/^\d+$/.test(number) || cardNumberError(number) !== null)
    return error(402, 'invalid_number', 'The card number is not valid.');
  const today = new Date(now);
  const month = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  if (
    expiryMonth < 1 ||
    expiryMonth > 12 ||
    expiryYear * 12 + expiryMonth < month ||
    expiryYear > today.getUTCFullYear() + 20
  )
    return error(402, 'invalid_expiry', 'The expiry date is not valid.');
  const brand = cardBrand(number);
  if (!/^\d+$/.test(cvc) || cvc.length !== cvcLengthOf(brand))
    return error(402, 'invalid_cvc', 'The security code is not valid.');
  const scenario = scenarioOf(number);
  if (scenario === 'wrongCvc') return error(402, 'invalid_cvc', 'The security code is not the card’s.');
  if (scenario === 'providerError') return error(500, 'processing_error', 'The provider had a fault.');
  if (scenario === 'noAnswer') return { status: 'hang' };
  const token = randomId('tok');
  const last4 = number.slice(-4);
  db.tokens.set(token, { scenario, brand: brand ?? 'unknown', last4, createdAt: now, used: false });
  return { status: 201, body: { token, brand, last4, expiryMonth, expiryYear } };
}

/** `POST /charges` (the operator's server, with the secret key): a token is used once and lives 15 minutes. */
export function charge(
  db: ProviderDb,
  body: unknown,
  authorization: string | null,
  now: number,
  origin: string,
): Reply {
  if (bearer(authorization) !== STAND_IN_SECRET_KEY) return error(401, 'unauthorized', 'Unknown secret key.');
  const request = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const { token, amount, reference, returnUrl } = request;
  if (
    typeof token !== 'string' ||
    typeof amount !== 'number' ||
    typeof reference !== 'string' ||
    typeof returnUrl !== 'string'
  )
    return error(400, 'invalid_request', 'token, amount, reference and returnUrl are required.');
  const record = db.tokens.get(token);
  if (!record) return error(400, 'token_invalid', 'Unknown token.');
  if (record.used) return error(400, 'token_used', 'The token was used already.');
  if (now - record.createdAt > TOKEN_LIFETIME_MS) return error(400, 'token_expired', 'The token has expired.');
  record.used = true;
  if (record.scenario === 'declined') return error(402, 'declined', 'The issuer declined the card.');
  const id = randomId('ch');
  const authenticate = record.scenario === 'authenticate';
  db.charges.set(id, { id, status: authenticate ? 'requires_action' : 'succeeded', amount, reference, returnUrl });
  return {
    status: 201,
    body: authenticate
      ? { id, status: 'requires_action', redirectUrl: `${origin}/3ds/${id}` }
      : { id, status: 'succeeded' },
  };
}

/** `GET /charges/{id}` (the operator's server): how a charge stands. */
export function chargeStatus(db: ProviderDb, id: string, authorization: string | null): Reply {
  if (bearer(authorization) !== STAND_IN_SECRET_KEY) return error(401, 'unauthorized', 'Unknown secret key.');
  const found = db.charges.get(id);
  return found ? { status: 200, body: { id, status: found.status } } : error(404, 'not_found', 'Unknown charge.');
}

/** `POST /charges/{id}/cancel` (the operator's server): a charge still waiting for the issuer ends; another stays as it is. */
export function cancelCharge(db: ProviderDb, id: string, authorization: string | null): Reply {
  if (bearer(authorization) !== STAND_IN_SECRET_KEY) return error(401, 'unauthorized', 'Unknown secret key.');
  const found = db.charges.get(id);
  if (!found) return error(404, 'not_found', 'Unknown charge.');
  if (found.status === 'requires_action') found.status = 'cancelled';
  return { status: 200, body: { id, status: found.status } };
}

/**
 * The issuer's answer on its 3-D Secure page: a charge still waiting is paid or cancelled; the
 * person goes back to the shop's return address with the provider's query, whatever the charge's
 * state (a second confirmation changes nothing).
 */
export function authenticate(db: ProviderDb, id: string, answer: 'confirm' | 'cancel'): { location: string } | null {
  const found = db.charges.get(id);
  if (!found) return null;
  if (found.status === 'requires_action') found.status = answer === 'confirm' ? 'succeeded' : 'cancelled';
  const back = new URL(found.returnUrl);
  back.searchParams.set('charge', id);
  back.searchParams.set('result', found.status);
  return { location: back.href };
}
