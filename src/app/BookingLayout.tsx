import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/Spinner';
import { priceOverviewPart } from '@/features/pricing';
import { ErrorOverlayContainer } from '@/features/errors';
import { BookingHeader, selectTravel, selectTravelError, selectTravelStatus } from '@/features/travel';
import { TopBar } from '@/components/TopBar';
import { LoginEndedGate } from '@/features/travellers';
import { useAppSelector } from './hooks';
import { StepBar } from './StepBar';
import { stepOfPath } from '@/config/paths';
import { loadablePart } from '@/lib/loadable-part';
import { failureCause } from '@/components/LoadFailedNotice';
import type { TripNotFoundProps } from './TripNotFound';

// An unknown trip is rare: its page loads with its texts when needed.
const tripNotFound = loadablePart<TripNotFoundProps>((i18n) =>
  Promise.all([import('./TripNotFound'), i18n.loadNamespaces('pages')]).then(([m]) => m.default),
);

/** Header, step bar, the current step, and the error overlay. */
export function BookingLayout({
  travelCode,
  onRetry,
  vviOnly = false,
  showRating = true,
}: {
  travelCode: string;
  onRetry: () => void;
  vviOnly?: boolean;
  /** Whitelabel pages hide the rating (spec part 2 §2). */
  showRating?: boolean;
}) {
  const { t } = useTranslation();
  const travel = useAppSelector(selectTravel);
  const status = useAppSelector(selectTravelStatus);
  const travelError = useAppSelector(selectTravelError);
  const { pathname } = useLocation();
  // The side overview is hidden on step 3 and on phones (spec part 2 §2).
  const step = stepOfPath(pathname);
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // Moving to another step puts focus on it, as a page load would. Other route changes (the first
  // redirect to #/schedule, a chosen date in the path) keep the focus where the person is.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  return (
    <div className="page">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('common.skipToContent')}
      </a>
      <TopBar travelCode={travelCode} />
      {travel ? <BookingHeader travel={travel} showRating={showRating} /> : null}
      {status === 'failed' && travelError?.status === 404 ? (
        // An unknown trip: trying again cannot help; the server's word and the way to every trip can.
        <main id="main" className="main" ref={main} tabIndex={-1}>
          <tripNotFound.Part travelCode={travelCode} message={travelError.message} />
        </main>
      ) : status === 'failed' ? (
        <main id="main" className="main" ref={main} tabIndex={-1}>
          <section className="panel">
            <h1 className="panel__title">{t('travel.loadFailed')}</h1>
            <p>{t('travel.loadFailedHint', { code: travelCode })}</p>
            {travelError ? <failureCause.Part failure={travelError} /> : null}
            <button type="button" className="button button--primary" onClick={onRetry}>
              {t('common.retry')}
            </button>
          </section>
        </main>
      ) : !travel ? (
        <main id="main" className="main" ref={main} tabIndex={-1}>
          <Spinner label={t('travel.loading')} />
        </main>
      ) : (
        <>
          <StepBar vviOnly={vviOnly} />
          <div className={step === 'overview' ? 'step-layout' : 'step-layout step-layout--with-aside'}>
            <main id="main" className="main" ref={main} tabIndex={-1}>
              <Outlet />
            </main>
            {step === 'overview' ? null : (
              <aside className="step-layout__aside" aria-label={t('priceOverview.title')}>
                <priceOverviewPart.Part />
              </aside>
            )}
          </div>
        </>
      )}
      <ErrorOverlayContainer />
      <LoginEndedGate />
    </div>
  );
}
