import { afterAll, afterEach, beforeAll } from 'vitest';
import { mock } from './support/mock-server';

// One mock server for the run (tests/support/mock-server.ts), reset after every test.
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.server.resetHandlers();
  mock.db.reset();
  mock.provider.tokens.clear();
  mock.provider.charges.clear();
});
afterAll(() => mock.server.close());
