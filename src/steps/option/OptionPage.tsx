import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmOption } from '../../api/booking';
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/errors';
import { Spinner } from '../../components/Spinner';
import { TopBar } from '../../components/TopBar';
import type { Language } from '../../config/page-config';
import { landingPageUrl, optionPageUrl } from '../../config/paths';
import { BookingSummary } from '../confirmation/BookingSummary';
import { useStoredBooking } from '../confirmation/use-stored-booking';

type Phase = 'ready' | 'sending' | 'confirmed' | 'failed';

/**
 * The confirm link of an option booking (spec part 2 §7 'POST /fapi/booking/confirm'): what is
 * reserved, one button that books it bindingly, and the result. The link's token goes along.
 */
export function OptionPage({ api, bookingNo, language }: { api: ApiClient; bookingNo: string; language: Language }) {
  const { t } = useTranslation(['pages', 'booking']);
  const { booking, tripName, failed } = useStoredBooking(api, bookingNo);
  const [phase, setPhase] = useState<Phase>('ready');
  const [serverText, setServerText] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const token = new URLSearchParams(window.location.search).get('token');
  useEffect(() => {
    document.title = t('option.title');
  }, [t]);
  useEffect(() => {
    if (booking || failed) heading.current?.focus();
  }, [booking, failed]);
  useEffect(() => {
    if (phase === 'confirmed' || phase === 'failed') result.current?.focus();
  }, [phase]);

  const confirm = async () => {
    if (phase === 'sending') return;
    setPhase('sending');
    try {
      await confirmOption(api, { bookingNo, token });
      setPhase('confirmed');
    } catch (error) {
      setServerText(error instanceof ApiError && error.serverText ? error.message : null);
      setPhase('failed');
    }
  };

  return (
    <div className="page">
      <TopBar travelCode={null} hrefFor={(other) => optionPageUrl(other, bookingNo) + window.location.search} />
      <main id="main" className="main" tabIndex={-1}>
        <section className="panel">
          <h1 ref={heading} tabIndex={-1} className="panel__title">{t(phase === 'confirmed' ? 'option.confirmedTitle' : 'option.title')}</h1>
          {!booking && !failed ? <Spinner label={t('common.loading')} /> : null}
          {failed ? <p className="notice notice--error" role="alert">{t('confirmation.notFound', { bookingNo })}</p> : null}
          {booking ? (
            <>
              {phase === 'confirmed' ? null : <p>{t('option.text')}</p>}
              <BookingSummary booking={booking} bookingNo={bookingNo} tripName={tripName} />
              <div ref={result} tabIndex={-1} className="option__result">
                {phase === 'confirmed' ? <p className="notice" role="status">{t('option.confirmed')}</p> : null}
                {phase === 'failed' ? <p className="notice notice--error" role="alert">{serverText ?? t('option.failed')}</p> : null}
              </div>
              {phase === 'confirmed' ? null : (
                <div className="actions">
                  <button type="button" className="button button--primary" aria-disabled={phase === 'sending' || undefined} onClick={() => void confirm()}>
                    {phase === 'sending' ? t('option.sending') : t('option.confirm')}
                  </button>
                </div>
              )}
            </>
          ) : null}
          <p><a href={landingPageUrl(language)}>{t('confirmation.allTrips')}</a></p>
        </section>
      </main>
    </div>
  );
}
