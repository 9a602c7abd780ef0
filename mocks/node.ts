import { setupServer } from 'msw/node';
import { createDatabase, type MockDatabase } from './db/database';
import { createHandlers } from './handlers';

/** The same handlers for Vitest: a fresh database per server. */
export function createMockServer(options: { today?: Date } = {}): {
  server: ReturnType<typeof setupServer>;
  db: MockDatabase;
} {
  const db = createDatabase(options);
  return { server: setupServer(...createHandlers(db)), db };
}
