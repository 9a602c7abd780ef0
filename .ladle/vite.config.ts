import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The catalogue's build: the app's `@/` alias; Ladle brings React's plugin itself. Ladle turns
 * 'msw' into an empty module while its msw addon (a service worker) is off; the catalogue's stores
 * answer their calls with the mock's handlers in the page (msw's getResponse), so 'msw' is named
 * here first, as the package itself.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) },
      { find: /^msw$/, replacement: fileURLToPath(new URL('../node_modules/msw/lib/core/index.mjs', import.meta.url)) },
    ],
  },
});
