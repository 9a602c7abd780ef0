import { readFile } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RequestHandler } from 'msw';
import type { Plugin } from 'vite';
import { embeddablePaths, plainBookingPage, REPLIES_ELEMENT_ID } from '../src/api/early-calls';
import { CONFIG_ELEMENT_ID } from '../src/config/config-element';
import { standInCardPayment } from './provider/stand-in';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** Every path the operator's server answers. */
const API_PATHS = /^\/(fapi|hh|question|web2print|airline)\b/;
/** What the browser posts as a navigation (the VVI form in a new window): no service worker sees it. */
const NAVIGATION_PATHS = /^\/web2print\b/;

interface StandInApi {
  middleware: Middleware;
  handlers: RequestHandler[];
}

/**
 * The MSW handlers as an HTTP server in Node (`@mswjs/http-middleware` under express, answers
 * gzipped like a production API server), over one in-memory database.
 */
async function createStandInApi(): Promise<StandInApi> {
  const [{ createMiddleware }, { default: express }, { default: compression }, { createHandlers }, { createDatabase }] =
    await Promise.all([
      import('@mswjs/http-middleware'),
      import('express'),
      import('compression'),
      import('./handlers'),
      import('./db/database'),
    ]);
  const handlers = createHandlers(createDatabase());
  const app = express();
  app.use(compression({ threshold: 1024 }));
  app.use(createMiddleware(...handlers));
  return { middleware: app as unknown as Middleware, handlers };
}

type Server = { middlewares: { use: (middleware: Middleware) => void } };
type PreviewServer = Server & { config: { preview: { headers?: OutgoingHttpHeaders } } };

function mount(server: Server, paths: RegExp, api: Promise<StandInApi> = createStandInApi()): void {
  server.middlewares.use((req, res, next) => {
    if (!paths.test(req.url ?? '')) {
      next();
      return;
    }
    api.then(({ middleware }) => middleware(req, res, next), next);
  });
}

/** A JSON script element as a server embeds one: no '<' in it, so no reply can end the element. */
const jsonScript = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** A page as the server sends it: its policy header, gzipped where the browser takes it, revalidated. */
function sendPage(req: IncomingMessage, res: ServerResponse, html: string, headers: OutgoingHttpHeaders = {}): void {
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.setHeader('Content-Encoding', 'gzip');
    res.end(gzipSync(html));
  } else res.end(html);
}

/**
 * The booking page as our own deployment serves it (deploy/nginx.conf): with the trip's and its
 * dates' replies embedded (docs/api/first-replies.md), asked of the stand-in in the page's
 * language while the page is sent; a reply that fails is embedded as null (the app asks itself).
 */
function embedFirstReplies(server: PreviewServer, outDir: string, api: Promise<StandInApi>) {
  server.middlewares.use((req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const page = req.method === 'GET' ? plainBookingPage(url) : null;
    if (!page || !(req.headers.accept ?? '').includes('text/html')) {
      next();
      return;
    }
    void Promise.all([readFile(join(outDir, 'index.html'), 'utf8'), api, import('msw')])
      .then(async ([html, { handlers }, { getResponse }]) => {
        const replies = await Promise.all(
          embeddablePaths(page.code).map(async (path) => {
            const request = new Request(`http://127.0.0.1${path}`, {
              headers: { 'Accept-Language': page.language, Accept: 'application/json' },
            });
            const response = await getResponse(handlers, request);
            return [path, response?.ok ? ((await response.json()) as unknown) : null] as const;
          }),
        );
        const element = jsonScript(REPLIES_ELEMENT_ID, Object.fromEntries(replies));
        sendPage(req, res, html.replace('</body>', `${element}</body>`), server.config.preview.headers);
      })
      .catch(next);
  });
}

/**
 * The payment page as an operator's server serves it: with its page configuration embedded, which
 * names the card payment provider (here the stand-in). The page's own policy lets it reach the
 * provider only when built with CARD_PROVIDER_ORIGIN (docs/api/card-payment.md).
 */
function embedPaymentConfig(server: PreviewServer, outDir: string) {
  server.middlewares.use((req, res, next) => {
    if (!(req.url ?? '').startsWith('/payment.html') || req.method !== 'GET') {
      next();
      return;
    }
    const config = jsonScript(CONFIG_ELEMENT_ID, { cardPayment: standInCardPayment() });
    readFile(join(outDir, 'payment.html'), 'utf8').then(
      (html) => sendPage(req, res, html.replace('</head>', `${config}</head>`), server.config.preview.headers),
      next,
    );
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
        const api = createStandInApi();
        mount(server, API_PATHS, api);
        embedFirstReplies(server, server.config.build.outDir, api);
        embedPaymentConfig(server, server.config.build.outDir);
      } else if (navigations) mount(server, NAVIGATION_PATHS);
    },
  };
}
