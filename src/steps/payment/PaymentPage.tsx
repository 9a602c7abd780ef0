import { useEffect, useId, useRef, useState } from 'react';
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
  Countdown,
  deadlineReached,
  loadPaymentStatus,
  payBalance,
  selectPaymentView,
  usePaymentDispatch,
  usePaymentSelector,
} from '@/features/payment';
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
  const id = useId();
  const dispatch = usePaymentDispatch();
  const view = usePaymentSelector(selectPaymentView);
  // The person's own switch; until then the way chosen with the booking.
  const [switchedTo, setMethod] = useState<PaymentCategory | null>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const failure = useRef<HTMLParagraphElement>(null);

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
  // A full page load leaves focus where the browser puts it; an outcome the person caused takes
  // focus (the thank-you's heading, a failure's message), and so does the deadline passing when
  // the form it ends had focus.
  useEffect(() => {
    if (view.phase === 'succeeded') thanks.current?.focus();
    if (view.phase === 'expired' && (document.activeElement === null || document.activeElement === document.body))
      outcome.current?.focus();
  }, [view.phase]);
  useEffect(() => {
    if (view.failure) failure.current?.focus();
  }, [view.failure]);

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
            <div className="notice notice--error" role="alert">
              <p>
                {bookingNo === '' ? t('missingNumber') : view.notFound ? t('notFound', { bookingNo }) : t('loadFailed')}
              </p>
              {view.notFound ? null : (
                <button type="button" className="button" onClick={() => void dispatch(loadPaymentStatus(bookingNo))}>
                  {t('common.retry')}
                </button>
              )}
            </div>
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
              </dl>
              <div ref={outcome} tabIndex={-1} className="payment__outcome">
                {view.phase === 'paid' || view.phase === 'nothingDue' ? (
                  <p className="notice notice--success" role="status">
                    {t('alreadyPaid')}
                  </p>
                ) : null}
                {view.phase === 'succeeded' ? (
                  <div className="notice notice--success">
                    <h2 ref={thanks} tabIndex={-1} className="payment__subtitle">
                      {t('success.title')}
                    </h2>
                    <p>
                      {t('success.text', {
                        amount: formatPrice(view.paidAmount ?? view.amountDue, t('amountOnRequest')),
                      })}
                    </p>
                  </div>
                ) : null}
                {view.phase === 'expired' ? (
                  <div className="notice notice--error" role="alert">
                    <p>{t('expired')}</p>
                    {salesContact ? (
                      <p className="payment__contact">
                        {t('contact.lead')} {t('contact.phone')}{' '}
                        <a href={`tel:${salesContact.phone.replace(/[^\d+]/g, '')}`}>{salesContact.phone}</a>
                        {' · '}
                        {t('contact.email')} <a href={`mailto:${salesContact.email}`}>{salesContact.email}</a>
                      </p>
                    ) : null}
                  </div>
                ) : null}
              </div>
              {view.phase === 'payable' ? (
                <>
                  <div className="payment__due">
                    <p className="payment__amount">
                      {t('amountDue')} <strong className="payment__sum">{amount}</strong>
                    </p>
                    {view.overdue ? <p className="notice notice--warning">{t('overdue', { amount })}</p> : null}
                    {view.deadline !== null ? (
                      <Countdown deadline={view.deadline} onFinish={() => dispatch(deadlineReached())} />
                    ) : null}
                  </div>
                  <fieldset className="payment__methods">
                    <legend className="form-row__label">{t('method.legend')}</legend>
                    {(['CARD', 'INSTANT_TRANSFER'] as const).map((category) => (
                      <div key={category} className="payment__method">
                        <input
                          type="radio"
                          id={`${id}-${category}`}
                          name={`${id}-method`}
                          value={category}
                          checked={method === category}
                          disabled={view.sending}
                          onChange={() => setMethod(category)}
                        />
                        <label htmlFor={`${id}-${category}`}>{t(`method.${category}`)}</label>
                      </div>
                    ))}
                  </fieldset>
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
                    <div className="payment__instant">
                      <p>{t('method.instantHint')}</p>
                      <div className="button-row">
                        <button
                          type="button"
                          className="button button--primary"
                          aria-disabled={view.sending || undefined}
                          onClick={() => {
                            if (!view.sending) void pay('INSTANT_TRANSFER');
                          }}
                        >
                          {view.sending ? t('pay.sending') : t('pay.button', { amount })}
                        </button>
                      </div>
                    </div>
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
