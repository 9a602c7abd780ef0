import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/language';
import { paymentPageAddress } from '@/config/paths';
import type { PaymentCategory } from '@/domain/payment-page';
import { safeRedirect } from '@/domain/redirect';
import type { CardInput } from '@/domain/validation/card';
import {
  CardForm,
  payByCard,
  payByTransfer,
  selectPaymentView,
  usePaymentDispatch,
  usePaymentSelector,
} from '@/features/payment';
import { SalesContactLine } from '@/components/SalesContactLine';
import type { SalesContact } from '@/config/sales-contact';
import { InstantTransfer } from './InstantTransfer';
import { PaymentDue } from './PaymentDue';
import { PaymentMethods } from './PaymentMethods';
import { PaymentUnsettled } from './PaymentUnsettled';

/**
 * What the page offers while something is to pay: the amount and countdown, the ways to pay (the
 * card only with a card payment provider), the failure of the last try, the card form and the
 * instant transfer. A card payment the issuer wants to confirm takes the browser to the issuer's
 * page (the provider's host or a payment host only) and comes back to this page.
 */
export function PaymentOpen({
  bookingNo,
  language,
  amount,
  paymentHosts,
  initialHolder,
  failureRef,
  navigate,
  salesContact,
}: {
  bookingNo: string;
  language: Language;
  amount: string;
  paymentHosts: readonly string[];
  initialHolder: string;
  failureRef: RefObject<HTMLParagraphElement>;
  navigate: (url: string) => void;
  salesContact: SalesContact | null;
}) {
  const { t } = useTranslation('payment');
  const dispatch = usePaymentDispatch();
  const view = usePaymentSelector(selectPaymentView);
  // The person's own switch; until then the way chosen with the booking.
  const [switchedTo, setMethod] = useState<PaymentCategory | null>(null);
  const method = switchedTo !== null && view.categories.includes(switchedTo) ? switchedTo : view.preselected;

  const payCard = async (card: CardInput) => {
    const returnUrl = paymentPageAddress(window.location.origin, language, bookingNo);
    const result = await dispatch(payByCard({ bookingNo, card, returnUrl }));
    if (result.kind === 'redirect') navigate(result.url);
    return result;
  };
  const payTransfer = async () => {
    const url = await dispatch(payByTransfer(bookingNo));
    const target = url ? safeRedirect(url, { origin: window.location.origin, allowedHosts: paymentHosts }) : null;
    if (target) navigate(target);
  };

  return (
    <>
      <PaymentDue amount={amount} />
      <PaymentUnsettled bookingNo={bookingNo} />
      {/* While a payment's outcome is unknown no other is offered; hidden, not removed, so what was typed stays. */}
      <div hidden={view.unsettled}>
        <PaymentMethods methods={view.categories} method={method} disabled={view.sending} onChange={setMethod} />
        {/* Focus moves here, which reads it out: no alert role on top, or it would be read twice. */}
        {view.failureMessage ? (
          <p ref={failureRef} tabIndex={-1} className="notice notice--error payment__failure">
            {t(`error.${view.failureMessage}`)}
          </p>
        ) : null}
        {view.categories.includes('CARD') ? (
          // Hidden, not removed: what was typed stays when the method is switched back.
          <div hidden={method !== 'CARD'}>
            <CardForm
              submitLabel={t('pay.button', { amount })}
              sending={view.sending}
              initialHolder={initialHolder}
              failure={view.failure}
              failures={view.failures}
              onPay={payCard}
            />
          </div>
        ) : null}
        {method === 'INSTANT_TRANSFER' ? (
          <InstantTransfer amount={amount} sending={view.sending} onPay={() => void payTransfer()} />
        ) : null}
      </div>
      {salesContact ? <SalesContactLine lead={t('contact.question')} contact={salesContact} /> : null}
      <p className="visually-hidden" role="status">
        {view.redirecting ? t('pay.redirecting') : view.sending ? t('pay.sending') : ''}
      </p>
    </>
  );
}
