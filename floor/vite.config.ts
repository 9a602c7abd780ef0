import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../build/precompress';

// The floor pages of npm run lighthouse, built into dist/floor and served with the booking page's
// build: their assets precompressed as the booking page's are (build/precompress.ts).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/floor/',
  plugins: [react(), precompress()],
  build: {
    outDir: '../dist/floor',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: [
        fileURLToPath(new URL('index.html', import.meta.url)),
        fileURLToPath(new URL('fetch.html', import.meta.url)),
      ],
    },
  },
});
