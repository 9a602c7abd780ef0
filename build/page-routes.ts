import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/** The pages about an existing booking have an HTML of their own (the rest is index.html): /payment/{no} and /option/{no}, in every language. */
const PAYMENT_PAGE_PATH = /^\/(?:(?:en|it)\/)?(?:payment|option)(?:\/|$)/;

function rewrite(req: IncomingMessage, _res: ServerResponse, next: () => void): void {
  const [path = '', query] = (req.url ?? '').split('?');
  if (PAYMENT_PAGE_PATH.test(path) && (req.headers.accept ?? '').includes('text/html'))
    req.url = `/payment.html${query ? `?${query}` : ''}`;
  next();
}

/** Dev and preview serve payment.html for those addresses, as deploy/nginx.conf does. */
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
