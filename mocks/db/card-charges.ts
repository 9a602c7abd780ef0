import { STAND_IN_SECRET_KEY, standInProviderOrigin } from '../provider/stand-in';

/**
 * How the mock /fapi charges a card token with the payment provider, as the operator's server does
 * (docs/api/card-payment.md): `POST {provider}/charges` and `GET {provider}/charges/{id}` with the
 * secret key (and `POST …/cancel` for a charge left with the issuer). In the demo this runs in the page's mock server and reaches the stand-in provider on
 * its own origin; in Node and Vitest it reaches the same handlers.
 */
export type ChargeResult =
  | { kind: 'succeeded' }
  | { kind: 'action'; id: string; url: string }
  | { kind: 'declined' }
  | { kind: 'refused'; code: string }
  | { kind: 'unreachable' };

const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${STAND_IN_SECRET_KEY}` };

export async function chargeCard(body: {
  token: string;
  amount: number;
  reference: string;
  returnUrl: string;
}): Promise<ChargeResult> {
  try {
    const response = await fetch(`${standInProviderOrigin()}/charges`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...body, currency: 'EUR' }),
    });
    const reply = (await response.json().catch(() => ({}))) as {
      id?: string;
      status?: string;
      redirectUrl?: string;
      error?: { code?: string };
    };
    if (response.status >= 500) return { kind: 'unreachable' };
    if (response.status === 402) return { kind: 'declined' };
    if (!response.ok) return { kind: 'refused', code: reply.error?.code ?? 'unknown' };
    if (reply.status === 'requires_action' && reply.id && reply.redirectUrl)
      return { kind: 'action', id: reply.id, url: reply.redirectUrl };
    return reply.status === 'succeeded' ? { kind: 'succeeded' } : { kind: 'unreachable' };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** A charge's state at the provider; null when the provider cannot tell. */
export async function chargeState(id: string): Promise<string | null> {
  try {
    const response = await fetch(`${standInProviderOrigin()}/charges/${encodeURIComponent(id)}`, { headers });
    if (!response.ok) return null;
    const reply = (await response.json()) as { status?: unknown };
    return typeof reply.status === 'string' ? reply.status : null;
  } catch {
    return null;
  }
}

/** Ends a charge still waiting for the issuer (the person is trying again); true when the provider answered. */
export async function cancelCharge(id: string): Promise<boolean> {
  try {
    const response = await fetch(`${standInProviderOrigin()}/charges/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      headers,
    });
    return response.ok;
  } catch {
    return false;
  }
}
