import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { standInCardPayment } from './provider/stand-in';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** Every path the operator's server answers. */
const API_PATHS = /^\/(fapi|hh|question|web2print|airline)\b/;
/** What the browser posts as a navigation (the VVI form in a new window): no service worker sees it. */
const NAVIGATION_PATHS = /^\/web2print\b/;

/**
 * The MSW handlers as an HTTP server in Node (`@mswjs/http-middleware` under express, answers
 * gzipped like a production API server), over one in-memory database.
 */
async function createStandInApi(): Promise<Middleware> {
  const [{ createMiddleware }, { default: express }, { default: compression }, { createHandlers }, { createDatabase }] =
    await Promise.all([
      import('@mswjs/http-middleware'),
      import('express'),
      import('compression'),
      import('./handlers'),
      import('./db/database'),
    ]);
  const app = express();
  app.use(compression({ threshold: 1024 }));
  app.use(createMiddleware(...createHandlers(createDatabase())));
  return app as unknown as Middleware;
}

function mount(server: { middlewares: { use: (middleware: Middleware) => void } }, paths: RegExp): void {
  const api = createStandInApi();
  server.middlewares.use((req, res, next) => {
    if (!paths.test(req.url ?? '')) {
      next();
      return;
    }
    api.then((handle) => handle(req, res, next), next);
  });
}

/**
 * The payment page as an operator's server serves it: with its page configuration embedded, which
 * names the card payment provider (here the stand-in). The page's own policy lets it reach the
 * provider only when built with CARD_PROVIDER_ORIGIN (docs/api/card-payment.md).
 */
function embedPaymentConfig(server: { middlewares: { use: (middleware: Middleware) => void } }, outDir: string) {
  server.middlewares.use((req, res, next) => {
    if (!(req.url ?? '').startsWith('/payment.html') || req.method !== 'GET') {
      next();
      return;
    }
    const config = JSON.stringify({ cardPayment: standInCardPayment() }).replace(/</g, '\\u003c');
    readFile(join(outDir, 'payment.html'), 'utf8').then((html) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(html.replace('</head>', `<script type="application/json" id="asi-config">${config}</script></head>`));
    }, next);
  });
}

/**
 * The stand-in API outside the browser. With MOCK_API=1, `vite preview` answers every API path
 * itself: the production build, which has no mock code, then runs against a real HTTP server (how
 * the product is measured). With mocks in the browser (dev, demo), it answers only what the
 * service worker cannot see: the VVI form's navigation.
 */
export function standInApi({ everything, navigations }: { everything: boolean; navigations: boolean }): Plugin {
  return {
    name: 'asi-stand-in-api',
    configureServer(server) {
      if (navigations) mount(server, NAVIGATION_PATHS);
    },
    configurePreviewServer(server) {
      if (everything) {
        mount(server, API_PATHS);
        embedPaymentConfig(server, server.config.build.outDir);
      } else if (navigations) mount(server, NAVIGATION_PATHS);
    },
  };
}
