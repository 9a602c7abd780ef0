import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { installDialogPolyfill } from './support/dialog-polyfill';
import { mock } from './support/mock-server';

// jsdom does no layout: scrolling is a no-op there.
Element.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
installDialogPolyfill();

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
  mock.db.reset();
  mock.provider.tokens.clear();
  mock.provider.charges.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => mock.server.close());
