import { Suspense, useCallback, useEffect, useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@/components/Spinner';
import { SchedulePage } from '@/steps/schedule/SchedulePage';
import type { PageConfig } from '@/config/page-config';
import { flexVariantOf } from '@/domain/flex-variant';
import { afterNextPaint } from '@/lib/after-paint';
import { loadablePart } from '@/lib/loadable-part';
import type OverviewPage from '@/steps/overview/OverviewPage';
import type UserPage from '@/steps/user/UserPage';
import { RequireStep } from './guards';
import { useAppDispatch } from './hooks';
import { BookingLayout } from './BookingLayout';
import { OVERVIEW_STEP_NAMESPACES, USER_STEP_NAMESPACES } from '@/steps/step-namespaces';
import { loadBookingPage, refreshPrices } from './load-booking-page';

// Later steps load when they are first needed, with the texts they read (the page's one way to
// load a part later: lib/loadable-part). The Suspense around each still catches a text a part of
// the step loads for itself.
const userPage = loadablePart<ComponentProps<typeof UserPage>>(
  (i18n) =>
    Promise.all([import('@/steps/user/UserPage'), i18n.loadNamespaces([...USER_STEP_NAMESPACES])]).then(
      ([page]) => page.default,
    ),
  { loading: 'common.loading' },
);
const overviewPage = loadablePart<ComponentProps<typeof OverviewPage>>(
  (i18n) =>
    Promise.all([import('@/steps/overview/OverviewPage'), i18n.loadNamespaces([...OVERVIEW_STEP_NAMESPACES])]).then(
      ([page]) => page.default,
    ),
  { loading: 'common.loading' },
);

function StepFallback() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

interface BookingAppProps {
  config: PageConfig & { travelCode: string };
  /** Where the browser goes after a successful submit. */
  navigateTo: (url: string) => void;
  /** Booked: the stored booking (personal data) is no longer needed. */
  onBooked?: () => void;
  /** Writes the booking to the browser's storage now: the submit saves it before sending. */
  onSaving?: () => Promise<unknown>;
  /** Load the page's data when mounted (boot has already started it otherwise). */
  loadOnMount?: boolean;
  /** Called once, when the browser has painted the page for the first time. */
  onFirstPaint?: () => void;
}

/** The booking page: hash routes /schedule, /user, /overview; anything else goes to /schedule. */
export function BookingApp({
  config,
  navigateTo,
  onBooked,
  onSaving,
  loadOnMount = false,
  onFirstPaint,
}: BookingAppProps) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(loadBookingPage(config, window.location.hash)), [dispatch, config]);
  const refresh = useCallback(() => dispatch(refreshPrices(config)), [dispatch, config]);
  // Boot starts the loads before the first render; tests and embeddings may ask for it on mount.
  useEffect(() => {
    if (loadOnMount) load();
  }, [loadOnMount, load]);
  const firstPaint = useRef(onFirstPaint);
  useEffect(() => {
    const painted = firstPaint.current;
    if (painted) afterNextPaint(painted);
  }, []);

  return (
    <HashRouter>
      <Routes>
        <Route
          element={
            <BookingLayout
              travelCode={config.travelCode}
              onRetry={load}
              vviOnly={config.vviOnly}
              showRating={config.whitelabel === null}
            />
          }
        >
          <Route path="/schedule/:schedule?" element={<SchedulePage config={config} />} />
          {/* The VVI-only mode is step 1 alone (spec part 2 §2): without these routes the later steps' addresses lead back there. */}
          {config.vviOnly ? null : (
            <>
              <Route
                path="/user"
                element={
                  <RequireStep step="user">
                    <Suspense fallback={<StepFallback />}>
                      <userPage.Part language={config.language} />
                    </Suspense>
                  </RequireStep>
                }
              />
              <Route
                path="/overview"
                element={
                  <RequireStep step="overview">
                    <Suspense fallback={<StepFallback />}>
                      <overviewPage.Part
                        language={config.language}
                        whitelabel={config.whitelabel}
                        flexVariant={flexVariantOf({ query: config.flexQuery, configured: config.flexVariant })}
                        paymentHosts={config.paymentHosts}
                        onSubmitted={navigateTo}
                        onBooked={onBooked}
                        onSaving={onSaving}
                        refreshPrices={refresh}
                      />
                    </Suspense>
                  </RequireStep>
                }
              />
            </>
          )}
          <Route path="*" element={<Navigate to="/schedule" replace />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}
