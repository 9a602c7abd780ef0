import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TopBar } from '@/components/TopBar';
import { Spinner } from '@/components/Spinner';
import { paymentPageUrl } from '@/config/paths';
import type { SalesContact } from '@/config/sales-contact';
import { formatDate, formatPrice } from '@/domain/format';
import type { PaymentCategory } from '@/domain/payment-page';
import { safeRedirect } from '@/domain/redirect';
import {
  CardForm,
  loadPaymentStatus,
  payBalance,
  selectPaymentView,
  usePaymentDispatch,
  usePaymentSelector,
} from '@/features/payment';
import { BalanceCalendarEntry } from './BalanceCalendarEntry';
import { InstantTransfer } from './InstantTransfer';
import { PaymentDue } from './PaymentDue';
import { PaymentLoadFailed } from './PaymentLoadFailed';
import { PaymentMethods } from './PaymentMethods';
import { PaymentOutcome } from './PaymentOutcome';
import { usePaymentFocus } from './use-payment-focus';
import './payment.css';

/**
 * The payment page of an existing booking (spec part 2 §2 'Payment screen'): the salutation, the
 * trip and its departure, the amount due (with the overdue message) or that it is paid, the
 * countdown to the payment deadline, the payment method and the card form; the spec's payment
 * errors and a thank-you.
 */
export function PaymentPage({
  bookingNo,
  salesContact = null,
}: {
  bookingNo: string;
  salesContact?: SalesContact | null;
}) {
  const { t } = useTranslation('payment');
  const dispatch = usePaymentDispatch();
  const view = usePaymentSelector(selectPaymentView);
  // The person's own switch; until then the way chosen with the booking.
  const [switchedTo, setMethod] = useState<PaymentCategory | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void dispatch(loadPaymentStatus(bookingNo, controller.signal));
    return () => controller.abort();
  }, [dispatch, bookingNo]);
  // The tab's title says where the payment stands (a screen reader's first words, a tab among many).
  const titleKey = view.loading || view.failed ? 'documentTitle' : `titles.${view.phase}`;
  useEffect(() => {
    document.title = t(titleKey);
  }, [t, titleKey]);
  const { thanks, outcome, failure } = usePaymentFocus(view.phase, view.failure);

  const method = switchedTo ?? view.preselected;
  const amount = formatPrice(view.amountDue, t('amountOnRequest'));
  const pay = async (category: PaymentCategory, card?: Parameters<typeof payBalance>[2]) => {
    const url = await dispatch(payBalance(bookingNo, category, card));
    const target = url ? safeRedirect(url, { origin: window.location.origin }) : null;
    if (target) window.location.assign(target);
  };
  const salutation = t(`salutation.${view.salutation.form}`, {
    name: view.salutation.name,
    context: view.salutation.titled ? 'titled' : undefined,
  });

  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <TopBar travelCode={null} hrefFor={(language) => paymentPageUrl(language, bookingNo)} />
      <main id="main" className="main payment" tabIndex={-1}>
        <section className="panel">
          <h1 className="panel__title">{t('title')}</h1>
          {view.loading ? <Spinner label={t('common.loading')} /> : null}
          {view.failed ? (
            <PaymentLoadFailed
              bookingNo={bookingNo}
              notFound={view.notFound}
              onRetry={() => void dispatch(loadPaymentStatus(bookingNo))}
            />
          ) : null}
          {!view.loading && !view.failed ? (
            <>
              <p className="payment__salutation">{salutation}</p>
              <dl className="summary">
                <dt>{t('trip')}</dt>
                <dd>{view.tourTitle ?? '–'}</dd>
                <dt>{t('departure')}</dt>
                <dd>{formatDate(view.departureDate) || '–'}</dd>
                <dt>{t('bookingNo')}</dt>
                <dd>{bookingNo}</dd>
                {view.balanceDue ? (
                  <>
                    <dt>{t('balanceDue')}</dt>
                    <dd>{formatDate(view.balanceDue.date)}</dd>
                  </>
                ) : null}
              </dl>
              {view.balanceDue?.ahead ? (
                <BalanceCalendarEntry bookingNo={bookingNo} date={view.balanceDue.date} trip={view.tourTitle} />
              ) : null}
              <PaymentOutcome salesContact={salesContact} outcomeRef={outcome} thanksRef={thanks} />
              {view.phase === 'payable' ? (
                <>
                  <PaymentDue amount={amount} />
                  <PaymentMethods method={method} disabled={view.sending} onChange={setMethod} />
                  {/* Focus moves here, which reads it out: no alert role on top, or it would be read twice. */}
                  {view.failure ? (
                    <p ref={failure} tabIndex={-1} className="notice notice--error payment__failure">
                      {t(`error.${view.failure}`)}
                    </p>
                  ) : null}
                  {/* Hidden, not removed: what was typed stays when the method is switched back. */}
                  <div hidden={method !== 'CARD'}>
                    <CardForm
                      submitLabel={t('pay.button', { amount })}
                      sending={view.sending}
                      onPay={(card) => void pay('CARD', card)}
                    />
                  </div>
                  {method === 'CARD' ? null : (
                    <InstantTransfer
                      amount={amount}
                      sending={view.sending}
                      onPay={() => void pay('INSTANT_TRANSFER')}
                    />
                  )}
                  <p className="visually-hidden" role="status">
                    {view.sending ? t('pay.sending') : ''}
                  </p>
                </>
              ) : null}
            </>
          ) : null}
        </section>
      </main>
    </div>
  );
}
