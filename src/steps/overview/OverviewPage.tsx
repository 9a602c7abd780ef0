import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Price } from '../../components/Price';
import { Spinner } from '../../components/Spinner';
import { DateSummary } from '../../components/DateSummary';
import type { Language } from '../../config/page-config';
import { consentChanged, bookingSubmit, SubmitErrorNotice, usePriceLineLabel, selectPriceLines, selectIsMarkedOnRequest, selectTotals } from '../../features/booking';
import { selectTravel } from '../../features/travel';
import { confirmationPageUrl, paths } from '../../config/paths';
import { submitDestination } from '../../domain/redirect';

/** Step 3 'Übersicht': what is booked, the total, the terms, and submit. */
export default function OverviewPage({ language, whitelabel, paymentHosts = [], onSubmitted, onBooked }: { language: Language; whitelabel: string | null; paymentHosts?: readonly string[]; onSubmitted: (url: string) => void; onBooked?: () => void }) {
  const { t } = useTranslation('booking');
  const dispatch = useAppDispatch();
  const booking = useAppSelector((state) => state.booking);
  const travel = useAppSelector(selectTravel);
  const totals = useAppSelector(selectTotals);
  const lines = useAppSelector(selectPriceLines);
  const markedOnRequest = useAppSelector(selectIsMarkedOnRequest);
  const [showConsentError, setShowConsentError] = useState(false);
  const [confirmedHere, setConfirmedHere] = useState(false);
  const gtcId = useId();
  const sending = booking.status === 'pending';

  const lineLabel = usePriceLineLabel();

  const submit = async () => {
    if (!booking.gtc) {
      setShowConsentError(true);
      document.getElementById(gtcId)?.focus();
      return;
    }
    const result = await dispatch(bookingSubmit({ language, whitelabel }));
    if (!bookingSubmit.fulfilled.match(result)) return;
    // Booked: no personal data stays in this browser's storage.
    onBooked?.();
    // Only a safe address is followed; otherwise this app confirms the booking itself.
    const destination = submitDestination(result.payload, { origin: window.location.origin, allowedHosts: paymentHosts, confirmationUrl: (no) => confirmationPageUrl(language, no) });
    if (destination.kind === 'go') onSubmitted(destination.url);
    else setConfirmedHere(true);
  };

  if (confirmedHere) {
    return (
      <section className="panel" aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="panel__title" tabIndex={-1}>{t('submit.receivedTitle')}</h2>
        <p role="status">{t('submit.receivedText')}</p>
      </section>
    );
  }

  return (
    <section className="panel" aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="panel__title">{t('steps.overview')}</h2>
      <dl className="summary">
        <dt>{t('overview.trip')}</dt>
        <dd>{travel?.name}</dd>
        <dt>{t('overview.dates')}</dt>
        <dd>{booking.schedule ? <DateSummary start={booking.schedule.start} end={booking.schedule.end} /> : null}</dd>
        <dt>{t('overview.travellers')}</dt>
        <dd>{booking.pax}</dd>
        <dt>{t('overview.customer')}</dt>
        <dd>{[booking.user.firstname, booking.user.lastname].filter(Boolean).join(' ')}{booking.user.email ? ` · ${booking.user.email}` : ''}</dd>
      </dl>
      <h3 className="panel__subtitle">{t('priceOverview.prices')}</h3>
      <table className="price-table">
        <thead>
          <tr><th scope="col">{t('priceOverview.item')}</th><th scope="col" className="price-table__amount">{t('overview.price')}</th></tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.kind}-${index}`}>
              <td>{lineLabel(line)}</td>
              <td className="price-table__amount"><Price value={line.amount} /></td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('price.total')}</th>
            <td className="price-table__amount price-table__total"><Price value={totals.totalPrice} />{markedOnRequest ? ' *' : ''}</td>
          </tr>
        </tfoot>
      </table>
      {markedOnRequest ? <p className="form__note">{t('price.onRequestNote')}</p> : null}

      <div className={`checkbox-row${showConsentError && !booking.gtc ? ' checkbox-row--error' : ''}`}>
        <input
          id={gtcId}
          type="checkbox"
          checked={booking.gtc}
          aria-invalid={showConsentError && !booking.gtc ? true : undefined}
          aria-describedby={showConsentError && !booking.gtc ? `${gtcId}-error` : undefined}
          onChange={(event) => dispatch(consentChanged({ gtc: event.target.checked }))}
        />
        <label htmlFor={gtcId}>{t('overview.gtc')}</label>
        {showConsentError && !booking.gtc ? <p id={`${gtcId}-error`} className="form-row__error">{t('overview.gtcRequired')}</p> : null}
      </div>

      {booking.error ? <SubmitErrorNotice error={booking.error} /> : null}
      <div className="actions">
        <Link to={paths.user.href()} className="button">{t('common.back')}</Link>
        <button type="button" className="button button--primary" disabled={sending} onClick={() => void submit()}>
          {sending ? <Spinner inline label={t('overview.sending')} /> : null}
          {t('overview.submit')}
        </button>
      </div>
      {sending ? <p className="notice" role="status">{t('overview.patience')}</p> : null}
    </section>
  );
}
