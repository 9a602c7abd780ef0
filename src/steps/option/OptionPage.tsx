import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmOption } from '@/api/booking';
import type { ApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { Spinner } from '@/components/Spinner';
import { TopBar } from '@/components/TopBar';
import type { Language } from '@/config/page-config';
import { landingPageUrl, optionPageUrl } from '@/config/paths';
import { idempotencyKey } from '@/domain/idempotency';
import { formatDate, formatTime } from '@/domain/format';
import { deadlineHasTime, optionOutcome, optionState } from '@/domain/option';
import { tabSalt } from '@/lib/tab-salt';
import { BookingSummary } from '@/steps/confirmation/BookingSummary';
import { useStoredBooking } from '@/steps/confirmation/use-stored-booking';

type Phase = 'ready' | 'sending' | 'confirmed' | 'refused' | 'failed';

/**
 * The confirm link of an option booking (spec part 2 §7 'POST /fapi/booking/confirm'): what is
 * reserved, one button that books it bindingly, and the result (domain `optionOutcome`): confirmed
 * (also when it was before), refused for good (the server's words, no button), or failed (the
 * button stays for another try). A link without its token or number says so up front.
 */
export function OptionPage({ api, bookingNo, language }: { api: ApiClient; bookingNo: string; language: Language }) {
  const { t } = useTranslation(['pages', 'booking']);
  const token = new URLSearchParams(window.location.search).get('token')?.trim() || null;
  const linkBroken = bookingNo === '' || token === null;
  const { booking, tripName, failed } = useStoredBooking(api, linkBroken ? '' : bookingNo);
  const [phase, setPhase] = useState<Phase>('ready');
  const [serverText, setServerText] = useState<string | null>(null);
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    document.title = t(phase === 'confirmed' ? 'option.confirmedTitle' : 'option.title');
  }, [t, phase]);
  // The outcome the person caused takes focus (and is read out from there).
  useEffect(() => {
    if (phase === 'confirmed' || phase === 'refused' || phase === 'failed') result.current?.focus();
  }, [phase]);

  const confirm = async () => {
    if (phase === 'sending' || token === null) return;
    setPhase('sending');
    try {
      await confirmOption(
        api,
        { bookingNo, token },
        { idempotencyKey: idempotencyKey(tabSalt(), `confirm|${bookingNo}|${token}`) },
      );
      setPhase('confirmed');
    } catch (error) {
      const status = error instanceof ApiError ? error.status : null;
      setServerText(error instanceof ApiError && error.serverText ? error.message : null);
      setPhase(optionOutcome(status));
    }
  };

  // Where the option stood when the page opened: an expired or confirmed one says so at once, without the button.
  const [openedAt] = useState(() => new Date());
  const standing = booking ? optionState(booking.option, openedAt) : 'unknown';
  const closed = phase === 'ready' && (standing === 'expired' || standing === 'confirmed');
  const until = booking?.option?.until ?? null;
  const message =
    phase === 'confirmed'
      ? t('option.confirmed')
      : phase === 'refused'
        ? (serverText ?? t('option.refused'))
        : phase === 'failed'
          ? (serverText ?? t('option.failed'))
          : null;
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <TopBar travelCode={null} hrefFor={(other) => optionPageUrl(other, bookingNo) + window.location.search} />
      <main id="main" className="main" tabIndex={-1}>
        <section className="panel">
          <h1 className="panel__title">{t(phase === 'confirmed' ? 'option.confirmedTitle' : 'option.title')}</h1>
          {linkBroken ? <p className="notice notice--error">{t('option.brokenLink')}</p> : null}
          {!linkBroken && !booking && !failed ? <Spinner label={t('common.loading')} /> : null}
          {!linkBroken && failed ? (
            <p className="notice notice--error">{t('confirmation.notFound', { bookingNo })}</p>
          ) : null}
          {!linkBroken && booking ? (
            <>
              {closed ? (
                <p className="notice notice--error option__standing">
                  {t(standing === 'expired' ? 'option.expired' : 'option.alreadyConfirmed')}
                </p>
              ) : null}
              {!closed && (phase === 'ready' || phase === 'sending' || phase === 'failed') ? (
                <p>{t('option.text')}</p>
              ) : null}
              {!closed && standing === 'open' && until && phase !== 'confirmed' ? (
                <p className="option__until">
                  {deadlineHasTime(until)
                    ? t('option.until', { date: formatDate(until), time: formatTime(until) })
                    : t('option.untilDay', { date: formatDate(until) })}
                </p>
              ) : null}
              <BookingSummary booking={booking} bookingNo={bookingNo} tripName={tripName} />
              {message ? (
                <p
                  ref={result}
                  tabIndex={-1}
                  className={`notice option__result${phase === 'confirmed' ? '' : ' notice--error'}`}
                >
                  {message}
                </p>
              ) : null}
              {!closed && (phase === 'ready' || phase === 'sending' || phase === 'failed') ? (
                <div className="actions">
                  <button
                    type="button"
                    className="button button--primary"
                    aria-disabled={phase === 'sending' || undefined}
                    onClick={() => void confirm()}
                  >
                    {phase === 'sending' ? t('option.sending') : t('option.confirm')}
                  </button>
                </div>
              ) : null}
              <p className="visually-hidden" role="status">
                {phase === 'sending' ? t('option.sending') : ''}
              </p>
            </>
          ) : null}
          <p>
            <a href={landingPageUrl(language)}>{t('confirmation.allTrips')}</a>
          </p>
        </section>
      </main>
    </div>
  );
}
