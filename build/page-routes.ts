import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { LANGUAGE_PREFIX_SOURCE } from '../src/config/language';

/** The first path segments payment.html serves; deploy/nginx.conf lists the same. */
export const PAYMENT_PAGES = ['payment', 'option'] as const;

/** The pages about an existing booking have an HTML of their own (the rest is index.html): /payment/{no} and /option/{no}, in every language. */
const PAYMENT_PAGE_PATH = new RegExp(`^/${LANGUAGE_PREFIX_SOURCE}(?:${PAYMENT_PAGES.join('|')})(?:/|$)`);

/** A page about an existing booking, in any language: served payment.html. */
export const isPaymentPagePath = (path: string): boolean => PAYMENT_PAGE_PATH.test(path);

function rewrite(req: IncomingMessage, _res: ServerResponse, next: () => void): void {
  const [path = '', query] = (req.url ?? '').split('?');
  if (isPaymentPagePath(path) && (req.headers.accept ?? '').includes('text/html'))
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
