import { StrictMode, Suspense, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '@/components/ErrorBoundary';

/** What every page renders in: its texts, and a failure panel instead of a blank page when rendering breaks. */
export function appShell(i18n: I18n, children: ReactNode) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary
          // Trying again reloads the page: the booking is kept (persisted), and a part whose code
          // failed to load (a lost connection) is fetched anew, which a re-render would not do.
          fallback={() => (
            <main className="main">
              <section className="panel" role="alert">
                <h1 className="panel__title">{i18n.t('errors.headline')}</h1>
                <p>{i18n.t('errors.render')}</p>
                <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
                  {i18n.t('common.retry')}
                </button>
              </section>
            </main>
          )}
        >
          <Suspense fallback={null}>{children}</Suspense>
        </ErrorBoundary>
      </I18nextProvider>
    </StrictMode>
  );
}
