/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { cardProviderOrigins, contentSecurityPolicy, cspMeta } from './build/csp';
import { demoPictures } from './build/demo-pictures';
import { mockServiceWorker } from './build/mock-worker';
import { noscriptTexts } from './build/noscript';
import { pageRoutes } from './build/page-routes';
import { precompress } from './build/precompress';
import { pureRouterComponents } from './build/pure-router';
import { startupPreload } from './build/startup-preload';
import { standInApi } from './mocks/stand-in-api';
import { standInProvider } from './mocks/stand-in-provider';

/** The .ts tests that need a DOM (the window's address, storage, events, layout): they run in jsdom. */
const DOM_TESTS = [
  'tests/api/travel-list.test.ts',
  'tests/app/global-errors.test.ts',
  'tests/app/load-booking-page.test.ts',
  'tests/app/start.test.ts',
  'tests/config/service-kinds.test.ts',
  'tests/lib/scroll-and-focus.test.ts',
  'tests/lib/submit-attempt.test.ts',
  'tests/steps/schedule/use-year-param.test.tsx',
];

export default defineConfig(({ command, mode, isPreview }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const mocks = env.VITE_MOCKS === 'true';
  const standInApiOn = process.env.MOCK_API === '1';
  // The stand-in card payment provider (mocks/README.md): its own port beside the dev server
  // (5183) or the demo build's preview (4184); STAND_IN_PROVIDER_PORT moves it, for build and preview alike.
  const providerPort = Number(process.env.STAND_IN_PROVIDER_PORT ?? (command === 'serve' && !isPreview ? 5183 : 4184));
  const standInOrigin = mode === 'test' ? 'https://provider.stand-in.test' : `http://127.0.0.1:${providerPort}`;
  // The policy names the card provider: the stand-in where mocks answer, the operator's own at build time.
  const cardProviders = cardProviderOrigins(
    process.env.CARD_PROVIDER_ORIGIN,
    mocks || standInApiOn ? standInOrigin : null,
  );
  const paymentBuild = process.env.ASI_BUILD === 'payment';
  const apiTarget = env.API_TARGET; // e.g. API_TARGET=https://booking.example.com npm run start:real
  const proxy = apiTarget
    ? Object.fromEntries(
        ['/fapi', '/hh', '/question', '/web2print', '/airline'].map((p) => [
          p,
          { target: apiTarget, changeOrigin: true },
        ]),
      )
    : undefined;
  return {
    base: '/',
    resolve: {
      alias: [
        // `@/` is src/: an import names what it takes, not how many folders up it lives.
        { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
        // Builds take react-router's production build (its package exports only the development build
        // to bundlers: the same code with developer warnings) and React's own useSyncExternalStore for
        // the shim react-i18next imports (the shim only serves React before 18).
        ...(command === 'build' && mode !== 'test'
          ? [
              {
                find: /^react-router$/,
                replacement: fileURLToPath(
                  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
                ),
              },
              {
                find: /^use-sync-external-store\/shim(\/index\.js)?$/,
                replacement: fileURLToPath(new URL('./src/vendor/use-sync-external-store-shim.ts', import.meta.url)),
              },
            ]
          : []),
      ],
    },
    plugins: [
      react(),
      cspMeta(cardProviders),
      noscriptTexts(),
      startupPreload(),
      pureRouterComponents(),
      pageRoutes(),
      precompress(),
      mockServiceWorker(mocks),
      demoPictures(mocks || standInApiOn),
      standInApi({ everything: standInApiOn, navigations: mocks }),
      standInProvider({ port: providerPort, enabled: (mocks || standInApiOn) && mode !== 'test' }),
    ],
    // Where the mock /fapi and the demo's page configuration find the stand-in provider.
    define: mocks || mode === 'test' ? { __STAND_IN_PROVIDER__: JSON.stringify(standInOrigin) } : {},
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: {
      host: '127.0.0.1',
      port: 4173,
      headers: { 'Content-Security-Policy': contentSecurityPolicy(cardProviders) },
    },
    build: {
      target: 'es2022',
      // Current browsers know modulepreload; an older one still loads the files, only later.
      modulePreload: { polyfill: false },
      // The payment page's build adds to the booking pages' output.
      emptyOutDir: !paymentBuild,
      sourcemap: false,
      // Terser writes the first page 3.5 kB (gzip) smaller than esbuild's minifier (the first
      // page's budget), for some five seconds more per build.
      minify: 'terser',
      terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
      rollupOptions: {
        // The payment page is built on its own (ASI_BUILD=payment, into the same folder after the
        // booking pages): the two share no chunk, so neither first load carries the other's code or
        // the cost of chunks split between them.
        input: fileURLToPath(new URL(paymentBuild ? './payment.html' : './index.html', import.meta.url)),
        treeshake: {
          // Our modules only declare things: one whose exports nobody uses is left out, so a
          // feature's index can re-export its parts without pulling every part into the first page.
          // (tests/config/side-effect-free.test.ts holds it as far as a parser can: no module of src/ runs a
          // statement of its own or reads the browser while it loads.)
          moduleSideEffects: (id) => !/\/src\/(?!main\.tsx$).*\.tsx?$/.test(id),
        },
        onwarn(warning, warn) {
          // zod documents its tree-shaking hints in comments Rollup cannot place; harmless.
          if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod')) return;
          warn(warning);
        },
        output: {
          manualChunks(id) {
            if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
            // zod and the schemas of the first replies (the trip, its dates, the user): evaluated in a
            // start-up step of their own, between React and the app. The others load with their
            // calls or pages (a stored or sent booking, flights, vouchers, insurance offers,
            // reports): building a schema costs start-up time even where no reply of it comes.
            // (The payment build lets Rollup split them: its option page alone needs the booking's schemas.)
            if (!paymentBuild && /node_modules\/zod\/|src\/api\/schemas\/(z|catalogue|user)\.ts$/.test(id))
              return 'schemas';
            return undefined;
          },
        },
      },
    },
    test: {
      // The rules run in Node without the mock server; the api, lib, config and mock tests in Node
      // with it; jsdom only where a DOM is needed: components (.tsx) and the few .ts tests that read
      // the window (DOM_TESTS).
      projects: [
        {
          // The rules themselves: pure functions, neither a DOM nor the mock server.
          extends: true,
          test: { name: 'rules', environment: 'node', isolate: false, include: ['tests/domain/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            isolate: false,
            // Worker threads start faster than child processes (the rules set the time zone: a process each).
            pool: 'threads',
            setupFiles: ['tests/setup-node.ts'],
            include: ['tests/**/*.test.ts'],
            exclude: ['tests/domain/**', ...DOM_TESTS],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            pool: 'threads',
            // The page's own address is the API client's test origin (tests/support/mock-server.ts).
            environmentOptions: { jsdom: { url: 'http://localhost/' } },
            setupFiles: ['tests/setup.ts'],
            include: ['tests/**/*.test.tsx', ...DOM_TESTS],
          },
        },
      ],
      // Every core: the default leaves one free, which on a machine of two halves the suite's speed.
      maxWorkers: '100%',
      css: false,
      coverage: {
        provider: 'v8',
        include: ['src/domain/**/*.ts'],
        exclude: ['src/domain/**/index.ts', 'src/domain/types.ts'],
        reporter: ['text-summary', 'json-summary'],
        // Line and branch coverage of the rules at least 95 %.
        thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
        reportsDirectory: 'coverage',
      },
      benchmark: { include: ['tests/**/*.bench.ts'] },
    },
  };
});
