import { setupServer } from 'msw/node';
import { createDatabase, type MockDatabase } from './db/database';
import { createHandlers } from './handlers';
import { providerHandlers } from './provider/handlers';
import { createProviderDb, type ProviderDb } from './provider/provider-db';
import { standInProviderOrigin } from './provider/stand-in';

/**
 * The same handlers for Vitest: a fresh database per server, and the stand-in card payment
 * provider at its own origin (the page's `cardPayment.endpoint` in tests).
 */
export function createMockServer(options: { today?: Date } = {}): {
  server: ReturnType<typeof setupServer>;
  db: MockDatabase;
  provider: ProviderDb;
} {
  const db = createDatabase(options);
  const provider = createProviderDb();
  return {
    server: setupServer(...createHandlers(db), ...providerHandlers(provider, standInProviderOrigin())),
    db,
    provider,
  };
}
