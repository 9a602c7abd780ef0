import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TopBar } from '@/components/TopBar';
import { TripPicture } from '@/components/TripPicture';
import { Spinner } from '@/components/Spinner';
import type { Language } from '@/config/language';
import { paymentPageUrl } from '@/config/paths';
import type { SalesContact } from '@/config/sales-contact';
import { formatDate, formatPrice } from '@/domain/format';
import {
  loadPaymentStatus,
  readIssuerTrip,
  selectPaymentView,
  usePaymentDispatch,
  usePaymentSelector,
} from '@/features/payment';
import { BalanceCalendarEntry } from './BalanceCalendarEntry';
import { PaymentLoadFailed } from './PaymentLoadFailed';
import { PaymentOpen } from './PaymentOpen';
import { PaymentOutcome } from './PaymentOutcome';
import { usePaymentFocus } from './use-payment-focus';
import './payment.css';

/**
 * The payment page of an existing booking (spec part 2 §2 'Payment screen'): the salutation, the
 * trip and its departure, the amount due (with the overdue message) or that it is paid, the
 * countdown to the payment deadline, the payment method and the card form; the spec's payment
 * errors and a thank-you, also after the issuer's 3-D Secure page.
 */
export function PaymentPage({
  bookingNo,
  language,
  salesContact = null,
  paymentHosts = [],
  navigate = (url) => window.location.assign(url),
}: {
  bookingNo: string;
  language: Language;
  salesContact?: SalesContact | null;
  /** Hosts a payment may send the browser to (the page configuration's `paymentHosts`). */
  paymentHosts?: readonly string[];
  /** Takes the browser to another site (the issuer's page, the bank's page). */
  navigate?: (url: string) => void;
}) {
  const { t } = useTranslation('payment');
  const dispatch = usePaymentDispatch();
  const view = usePaymentSelector(selectPaymentView);
  // Back from the issuer's page, the holder's name typed before is filled in again.
  const [initialHolder, setInitialHolder] = useState(() => readIssuerTrip(bookingNo, Date.now())?.holder ?? '');

  useEffect(() => {
    const controller = new AbortController();
    void dispatch(loadPaymentStatus(bookingNo, controller.signal));
    // Back here from the issuer's page by the back button, the page may come from the browser's
    // cache as it was left ('on the way to your bank'): the server tells how things stand now.
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setInitialHolder(readIssuerTrip(bookingNo, Date.now())?.holder ?? '');
      void dispatch(loadPaymentStatus(bookingNo));
    };
    window.addEventListener('pageshow', restored);
    return () => {
      controller.abort();
      window.removeEventListener('pageshow', restored);
    };
  }, [dispatch, bookingNo]);
  // The tab's title says where the payment stands (a screen reader's first words, a tab among many).
  const titleKey =
    view.loading || view.failed
      ? 'documentTitle'
      : view.giftVoucher
        ? `giftVoucher.titles.${view.phase}`
        : `titles.${view.phase}`;
  useEffect(() => {
    document.title = t(titleKey);
  }, [t, titleKey]);
  const { thanks, outcome, failure } = usePaymentFocus(view.phase, view.failure, view.failures);

  const amount = formatPrice(view.amountDue, t('amountOnRequest'));
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
              <div className="trip-summary">
                <TripPicture image={view.image} className="trip-summary__picture" />
                {view.giftVoucher ? (
                  <dl className="summary">
                    <dt>{t('giftVoucher.label')}</dt>
                    <dd>
                      {t('giftVoucher.value', {
                        amount: formatPrice(view.giftVoucher.amount ?? view.amountDue, t('amountOnRequest')),
                        recipient: view.giftVoucher.recipient ?? '–',
                      })}
                    </dd>
                    <dt>{t('giftVoucher.orderNo')}</dt>
                    <dd>{bookingNo}</dd>
                  </dl>
                ) : (
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
                )}
              </div>
              {view.balanceDue?.ahead ? (
                <BalanceCalendarEntry bookingNo={bookingNo} date={view.balanceDue.date} trip={view.tourTitle} />
              ) : null}
              <PaymentOutcome salesContact={salesContact} outcomeRef={outcome} thanksRef={thanks} />
              {view.phase === 'payable' ? (
                <PaymentOpen
                  bookingNo={bookingNo}
                  language={language}
                  amount={amount}
                  paymentHosts={paymentHosts}
                  initialHolder={initialHolder}
                  failureRef={failure}
                  navigate={navigate}
                  salesContact={salesContact}
                />
              ) : null}
            </>
          ) : null}
        </section>
      </main>
    </div>
  );
}
