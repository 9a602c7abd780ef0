import type { Plugin } from 'vite';

/** The policy the app runs under, without a violation (journeys fail on one). */
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** The full header a server sends (docs/deploy.md, deploy/nginx.conf); the preview server sends it too. */
export const CONTENT_SECURITY_POLICY = [...DIRECTIVES, "frame-ancestors 'self'"].join('; ');

/** What a page can say about itself: everything but frame-ancestors, which a meta tag cannot carry. */
const META_CONTENT_SECURITY_POLICY = DIRECTIVES.join('; ');

/**
 * Builds carry the policy in index.html as a meta tag, so the app is protected even where the
 * server sends no header. The dev server, whose React refresh needs an inline script,
 * stays without it.
 */
export function cspMeta(): Plugin {
  return {
    name: 'asi-csp-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: META_CONTENT_SECURITY_POLICY },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
