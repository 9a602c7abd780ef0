/**
 * The stand-in card payment provider the demo and the tests configure (docs/api/card-payment.md):
 * a server of its own on another port of the dev and preview server, so the browser treats it as
 * the foreign site a real provider is.
 */

/** The publishable key the page sends with a card (Authorization: Bearer …). */
export const STAND_IN_API_KEY = 'pk_test_asi_stand_in';
/** The secret key the operator's server charges a token with (never in a page). */
export const STAND_IN_SECRET_KEY = 'sk_test_asi_stand_in';

declare const __STAND_IN_PROVIDER__: string | undefined;

/**
 * Where the stand-in answers: set by the build for the page and its mock server (vite.config.ts),
 * by the preview server's process for the stand-in API in Node, a name no network knows in Vitest.
 */
export function standInProviderOrigin(): string {
  if (typeof __STAND_IN_PROVIDER__ === 'string') return __STAND_IN_PROVIDER__;
  const fromProcess = typeof process === 'undefined' ? undefined : process.env.STAND_IN_PROVIDER_ORIGIN;
  return fromProcess ?? 'https://provider.stand-in.test';
}

/** The demo's page configuration of the provider: `cardPayment {apiKey, endpoint}`. */
export const standInCardPayment = () => ({ apiKey: STAND_IN_API_KEY, endpoint: standInProviderOrigin() });
