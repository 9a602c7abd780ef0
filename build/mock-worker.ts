import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { DEMO_TRIPS } from '../mocks/db/demo-trips';

const workerPath = fileURLToPath(new URL('../mocks/public/mockServiceWorker.js', import.meta.url));

/**
 * Serves (dev) or emits (build) the MSW worker at the site root, only when mocks are switched on,
 * so a production build never ships it; the dev server names the demo trips and accounts.
 */
export function mockServiceWorker(enabled: boolean): Plugin {
  return {
    name: 'asi-mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerPath));
      });
      server.httpServer?.once('listening', () => {
        setTimeout(() => {
          const base = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
          const lines = DEMO_TRIPS.map((t) => `  ${t.code.padEnd(14)} ${base}b/${t.code}   (${t.label})`);
          server.config.logger.info(
            `\n  Demo trips on the mock server (English: ${base}en/b/CODE, Italian: ${base}it/b/CODE):\n${lines.join('\n')}\n  Accounts: kunde@, agentur@, direkt@, partner@example.com, password reisen123\n`,
          );
        }, 50);
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(workerPath, 'utf8') });
    },
  };
}
