import { defineConfig } from '@playwright/test';

// E2E_PORT runs a second set of journeys beside a first (another checkout's).
const PORT = Number(process.env.E2E_PORT ?? 4174);
// The component catalogue's build (`npm run catalogue:build`), served beside the journeys.
const CATALOGUE_PORT = PORT + 20;
const CATALOGUE = /component-catalogue\.spec\.ts$/;

/** Browser journeys in Debian's Chromium against the demo build (mocks on), served with the strict CSP. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // A trace records every step's DOM: in CI only the retry of a failed test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: CATALOGUE, use: { viewport: { width: 1280, height: 900 } } },
    {
      name: 'catalogue',
      testMatch: CATALOGUE,
      // One screenshot per state and width, the same on every Linux machine with Debian's Chromium.
      snapshotPathTemplate: '{testDir}/catalogue-screenshots/{arg}{ext}',
      use: { baseURL: `http://127.0.0.1:${CATALOGUE_PORT}` },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --mode demo --host 127.0.0.1 --strictPort --port ${PORT} --outDir dist-demo`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --config .ladle/vite.config.ts --host 127.0.0.1 --strictPort --port ${CATALOGUE_PORT} --outDir dist-catalogue`,
      url: `http://127.0.0.1:${CATALOGUE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
