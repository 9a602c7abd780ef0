// Lighthouse performance score of /b/GRP-ALPS with its default (mobile) settings, in Debian's
// Chromium (CHROME_PATH), against the production build (no mock code) served by `vite preview`
// with the strict CSP; the preview server answers /fapi from the mock handlers (MOCK_API=1).
// Usage: npm run build && npm run lighthouse   (exits 1 under 95)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { startPreview } from './preview-server.mjs';

const PORT = 4191;
const MIN_SCORE = 95;
const path = process.argv[2] ?? '/b/GRP-ALPS';

const { base: BASE, stop } = await startPreview({ port: PORT, outDir: 'dist', env: { MOCK_API: '1' } });

mkdirSync('reports', { recursive: true });
const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run';
const code = await new Promise((resolve) => {
  const run = spawn('npx', ['lighthouse', `${BASE}${path}`, '--only-categories=performance', '--output=json', '--output-path=reports/lighthouse.json', '--quiet', `--chrome-flags=${flags}`], {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  });
  run.on('exit', resolve);
});
stop();
if (code !== 0) process.exit(code ?? 1);
const report = JSON.parse(readFileSync('reports/lighthouse.json', 'utf8'));
const score = Math.round(report.categories.performance.score * 100);
const metric = (id) => report.audits[id]?.displayValue ?? '–';
console.log(`Lighthouse performance ${score} for ${path} (mobile defaults): FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`);
process.exit(score >= MIN_SCORE ? 0 : 1);
