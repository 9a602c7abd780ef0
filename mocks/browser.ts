import { setupWorker } from 'msw/browser';
import { createDatabase, parseFailureParam, type StateStore } from './db/database';
import { createHandlers } from './handlers';

const STATE_KEY = 'asi-mock-state';

const localStore: StateStore = {
  load: () => {
    const raw = window.localStorage.getItem(STATE_KEY);
    return raw ? JSON.parse(raw) : null;
  },
  save: (state) => window.localStorage.setItem(STATE_KEY, JSON.stringify(state)),
};

/** Starts the mock server in the browser: dev server and demo build. Its state survives a reload. */
export async function startMockServer(): Promise<void> {
  const db = createDatabase({ store: localStore });
  for (const [family, failure] of Object.entries(
    parseFailureParam(new URLSearchParams(window.location.search).get('mockFail')),
  )) {
    db.fail(family, failure);
  }
  const validity = new URLSearchParams(window.location.search).get('mockFareValidity');
  if (validity !== null && Number.isFinite(Number(validity))) {
    db.state.fareValiditySeconds = Number(validity);
    db.save();
  }
  (window as unknown as { asiMock: unknown }).asiMock = {
    fail: db.fail.bind(db),
    reset: db.reset.bind(db),
    state: () => db.state,
  };
  const worker = setupWorker(...createHandlers(db));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
