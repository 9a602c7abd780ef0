import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mock } from './support/mock-server';

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
  mock.db.reset();
  window.localStorage.clear();
});
afterAll(() => mock.server.close());
