/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { DEMO_TRIPS } from './mocks/db/demo-trips';
import { buildVviPdf, vviLines } from './mocks/vvi-pdf';
import { CONTENT_SECURITY_POLICY, cspMeta } from './build/csp';

const workerPath = fileURLToPath(new URL('./mocks/public/mockServiceWorker.js', import.meta.url));


/**
 * The VVI form posts in a new window: a navigation, which the service worker does not see. With
 * mocks on, the dev and preview servers answer it with a demo PDF of the posted booking.
 */
function vviMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void) {
  if (req.method !== 'POST' || !req.url?.startsWith('/web2print/vvi')) {
    next();
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
  req.on('end', () => {
    let booking = {};
    try {
      booking = JSON.parse(new URLSearchParams(body).get('booking') ?? '{}') as object;
    } catch {
      // an unreadable booking still gets a document, with dashes
    }
    const supplier = new URL(req.url ?? '', 'http://localhost').searchParams.get('supplier') ?? 'ASI';
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', 'attachment; filename="VVI.pdf"');
    res.end(buildVviPdf(vviLines(booking, supplier)));
  });
}

/**
 * With MOCK_API=1, `vite preview` answers /fapi, /hh, /question and /web2print itself from the
 * same MSW handlers (in Node, over one in-memory database): the production build, which has no
 * mock code, then runs against a real HTTP server. Used to measure the product as shipped.
 */
function mockApiServer(enabled: boolean): Plugin {
  return {
    name: 'asi-mock-api-server',
    async configurePreviewServer(server) {
      if (!enabled) return;
      const [{ getResponse }, { createHandlers }, { createDatabase }] = await Promise.all([
        import('msw'), import('./mocks/handlers'), import('./mocks/db/database'),
      ]);
      const handlers = createHandlers(createDatabase());
      server.middlewares.use((req, res, next) => {
        if (!/^\/(fapi|hh|question|web2print)\b/.test(req.url ?? '')) {
          next();
          return;
        }
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const body = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
          const headers = new Headers(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])));
          const request = new Request(`http://127.0.0.1${req.url ?? '/'}`, { method: req.method, headers, body });
          void getResponse(handlers, request).then(async (response) => {
            if (!response) {
              next();
              return;
            }
            res.statusCode = response.status;
            response.headers.forEach((value, key) => res.setHeader(key, value));
            const payload = Buffer.from(await response.arrayBuffer());
            // Compressed like any production API server would answer JSON.
            const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && payload.length > 1024
              && /json|text/.test(response.headers.get('content-type') ?? '');
            if (gzip) {
              res.removeHeader('Content-Length');
              res.setHeader('Content-Encoding', 'gzip');
              res.setHeader('Vary', 'Accept-Encoding');
              res.end(gzipSync(payload));
              return;
            }
            res.end(payload);
          }, () => {
            res.statusCode = 500;
            res.end();
          });
        });
      });
    },
  };
}

/**
 * The entry loads the app in steps with dynamic imports (src/main.tsx); the page preloads those
 * files and what they import from the start, so the steps cost no network round trip.
 */
function startupPreload(): Plugin {
  return {
    name: 'asi-startup-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return html;
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || !chunk || chunk.type !== 'chunk') return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        entry.dynamicImports.forEach(add);
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
        return { html, tags: links };
      },
    },
  };
}

/**
 * Serves (dev) or emits (build) the MSW worker at the site root, only when mocks are switched on,
 * so a production build never ships it.
 */
function mockServiceWorker(enabled: boolean): Plugin {
  return {
    name: 'asi-mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(vviMiddleware);
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
    configurePreviewServer(server) {
      if (enabled) server.middlewares.use(vviMiddleware);
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(workerPath, 'utf8') });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const mocks = env.VITE_MOCKS === 'true';
  const apiTarget = env.API_TARGET; // e.g. API_TARGET=https://booking.example.com npm run dev:real
  const proxy = apiTarget
    ? Object.fromEntries(['/fapi', '/hh', '/question', '/web2print'].map((p) => [p, { target: apiTarget, changeOrigin: true }]))
    : undefined;
  return {
    base: '/',
    // Builds take react-router's production build (its package exports only the development build
    // to bundlers: the same code with developer warnings) and React's own useSyncExternalStore for
    // the shim react-i18next imports (the shim only serves React before 18).
    resolve: command === 'build' && mode !== 'test'
      ? {
          alias: [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/vendor/use-sync-external-store-shim.ts', import.meta.url)) },
          ],
        }
      : undefined,
    plugins: [react(), cspMeta(), startupPreload(), mockServiceWorker(mocks), mockApiServer(process.env.MOCK_API === '1')],
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: {
      host: '127.0.0.1',
      port: 4173,
      headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
    },
    build: {
      target: 'es2022',
      // Current browsers know modulepreload; an older one still loads the files, only later.
      modulePreload: { polyfill: false },
      sourcemap: false,
      rollupOptions: {
        treeshake: {
          // Our modules only declare things: one whose exports nobody uses is left out, so a
          // feature's index can re-export its parts without pulling every part into the first page.
          moduleSideEffects: (id) => !/\/src\/(?!main\.tsx$).*\.tsx?$/.test(id),
        },
        onwarn(warning, warn) {
          // zod documents its tree-shaking hints in comments Rollup cannot place; harmless.
          if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod')) return;
          warn(warning);
        },
        output: {
          manualChunks(id) {
            if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
            // zod and the reply schemas: evaluated in a start-up step of their own, between React and the app.
            // (The insurance offers, reports and the booking request load with their pages.)
            if (/node_modules\/zod\/|src\/api\/schemas\/(?!insurance\.ts|reports\.ts|booking-request\.ts)/.test(id)) return 'schemas';
            return undefined;
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      css: false,
      coverage: {
        provider: 'v8',
        include: ['src/domain/**/*.ts'],
        exclude: ['src/domain/**/index.ts', 'src/domain/types.ts'],
        reporter: ['text-summary', 'json-summary'],
        // Issue 3: line and branch coverage of the rules at least 95 %.
        thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
        reportsDirectory: 'coverage',
      },
      benchmark: { include: ['tests/**/*.bench.ts'] },
    },
  };
});
