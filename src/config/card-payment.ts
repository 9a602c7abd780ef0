import { z } from './z';
import { canPayThrough, usableProviderEndpoint } from '../domain/card-payment';
import { embeddedObject } from './config-element';
import { paymentHostsSchema } from './payment-hosts';

/**
 * The page configuration's card payment provider (spec part 1 §3 'a card payment provider api key
 * and endpoint'; docs/api/card-payment.md). Without one, or with one the card may not be sent to (an
 * endpoint that is not https, a missing key), the pages offer no card: never a page error.
 */
const cardPaymentSchema = z.catch(
  z.nullable(
    z.pipe(
      z.object({ apiKey: z.string().check(z.minLength(1)), endpoint: z.string() }),
      z.transform(({ apiKey, endpoint }) => {
        const usable = usableProviderEndpoint(endpoint);
        return usable ? { apiKey, endpoint: usable } : null;
      }),
    ),
  ),
  null,
);
export type CardPaymentConfig = NonNullable<z.output<typeof cardPaymentSchema>>;

/** The payment settings of the embedded page configuration (the payment page reads nothing else of it). */
export function readPaymentSettings(embedded: string | null | undefined): {
  cardPayment: CardPaymentConfig | null;
  paymentHosts: string[];
} {
  const config = embeddedObject(embedded);
  return {
    cardPayment: z.parse(cardPaymentSchema, config?.cardPayment ?? null),
    paymentHosts: z.parse(paymentHostsSchema, config?.paymentHosts ?? []),
  };
}

/**
 * The provider the page can really pay through: one its own Content-Security-Policy (the build's
 * `<meta>`) lets it reach. A configuration that names a provider the policy blocks would fail every
 * card, so the card is not offered then.
 */
export function reachableCardPayment(
  cardPayment: CardPaymentConfig | null,
  policy: string | null,
): CardPaymentConfig | null {
  return cardPayment && canPayThrough(cardPayment.endpoint, policy) ? cardPayment : null;
}
