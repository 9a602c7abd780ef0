import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/** The pages with an HTML of their own (the rest is index.html): the payment page, /payment/{no} in every language. */
export const PAYMENT_PAGE_PATH = /^\/(?:(?:en|it)\/)?payment(?:\/|$)/;

function rewrite(req: IncomingMessage, _res: ServerResponse, next: () => void): void {
  const [path = '', query] = (req.url ?? '').split('?');
  if (PAYMENT_PAGE_PATH.test(path) && (req.headers.accept ?? '').includes('text/html')) req.url = `/payment.html${query ? `?${query}` : ''}`;
  next();
}

/** Dev and preview serve payment.html for the payment page's addresses, as deploy/nginx.conf does. */
export function pageRoutes(): Plugin {
  return {
    name: 'asi-page-routes',
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}
