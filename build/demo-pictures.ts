import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { PICTURE_PATH } from '../mocks/db/pictures';

const folder = fileURLToPath(new URL('../mocks/pictures/', import.meta.url));
const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * Serves (dev) or emits (build) the demo trips' pictures at /demo-pictures/ where the mock answers,
 * so a production build ships none: a real back end sends its own pictures' addresses.
 */
export function demoPictures(enabled: boolean): Plugin {
  const files = () => readdirSync(folder).filter((name) => (name.split('.').pop() ?? '') in TYPES);
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const name = decodeURIComponent((req.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
    if (!files().includes(name)) return next();
    res.setHeader('Content-Type', TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.end(readFileSync(`${folder}${name}`));
  };
  return {
    name: 'asi-demo-pictures',
    // The dev server and a preview whose /fapi the stand-in API answers (npm run lighthouse).
    configureServer(server) {
      if (enabled) server.middlewares.use(PICTURE_PATH, serve);
    },
    configurePreviewServer(server) {
      if (enabled) server.middlewares.use(PICTURE_PATH, serve);
    },
    generateBundle() {
      if (!enabled) return;
      for (const name of files())
        this.emitFile({
          type: 'asset',
          fileName: `${PICTURE_PATH.slice(1)}/${name}`,
          source: readFileSync(`${folder}${name}`),
        });
    },
  };
}
