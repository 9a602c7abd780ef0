import type { Plugin } from 'vite';
import { isLoopbackHost } from '../src/domain/card-payment';

/**
 * The policy the app runs under, without a violation (journeys fail on one). `cardProviders` are
 * the origins of the card payment provider the page configuration names (docs/api/card-payment.md):
 * the page sends the card there, so they join `connect-src`; every other origin stays closed.
 */
const directives = (cardProviders: readonly string[]) => [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  ["connect-src 'self'", ...cardProviders].join(' '),
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** The full header a server sends (docs/deploy.md, deploy/nginx.conf); the preview server sends it too. */
export const contentSecurityPolicy = (cardProviders: readonly string[] = []) =>
  [...directives(cardProviders), "frame-ancestors 'self'"].join('; ');

/**
 * The card provider origins a build's policy names: the demo's stand-in, and the operator's
 * provider given at build time (`CARD_PROVIDER_ORIGIN=https://api.provider.example npm run build`,
 * several separated by spaces); anything but an https origin (or http on loopback) is refused.
 */
export function cardProviderOrigins(text: string | undefined, standIn: string | null): string[] {
  const given = (text ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of given) {
    const url = new URL(origin);
    if (url.origin !== origin.replace(/\/$/, '') || !(url.protocol === 'https:' || isLoopbackHost(url.hostname)))
      throw new Error(`CARD_PROVIDER_ORIGIN: '${origin}' is not an https origin`);
  }
  return [...(standIn ? [standIn] : []), ...given.map((origin) => origin.replace(/\/$/, ''))];
}

/**
 * Builds carry the policy in index.html as a meta tag, so the app is protected even where the
 * server sends no header. The dev server, whose React refresh needs an inline script,
 * stays without it.
 */
export function cspMeta(cardProviders: readonly string[] = []): Plugin {
  return {
    name: 'asi-csp-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: directives(cardProviders).join('; ') },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
