import { z } from '../api/schemas/z';
import { usableProviderEndpoint } from '../domain/card-payment';
import { embeddedObject } from './config-element';

/**
 * The page configuration's card payment provider (spec part 1 §3 'a card payment provider api key
 * and endpoint'; docs/api/card-payment.md). Without one, or with one the card may not be sent to (an
 * endpoint that is not https, a missing key), the pages offer no card: never a page error.
 */
export const cardPaymentSchema = z.catch(
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

/** Hosts (https) a payment may send the browser to: the page configuration's `paymentHosts`; a broken list is none. */
export const paymentHostsSchema = z.catch(z.array(z.string()), []);

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
