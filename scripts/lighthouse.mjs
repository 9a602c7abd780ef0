import { spawn } from 'node:child_process';
// Lighthouse performance score of /b/GRP-ALPS with its default (mobile) settings, in Debian's
// Chromium (CHROME_PATH), against the production build (no mock code) served by `vite preview`
// with the strict CSP; the preview server answers /fapi from the mock handlers (MOCK_API=1).
// Usage: npm run build && npm run lighthouse   (exits 1 under 95)
import { mkdirSync, readFileSync } from 'node:fs';
import { startPreview } from './preview-server.mjs';

const PORT = 4191;
const MIN_SCORE = 95;
const path = process.argv[2] ?? '/b/GRP-ALPS';

const { base: BASE, stop } = await startPreview({ port: PORT, outDir: 'dist', env: { MOCK_API: '1' } });

mkdirSync('reports', { recursive: true });
const RUNS = Number(process.env.RUNS ?? 5);
const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run';
const runs = [];
for (let i = 0; i < RUNS; i += 1) {
  const code = await new Promise((resolve) => {
    const run = spawn('npx', ['lighthouse', `${BASE}${path}`, '--only-categories=performance', '--output=json', `--output-path=reports/lighthouse-${i + 1}.json`, '--quiet', `--chrome-flags=${flags}`], {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    });
    run.on('exit', resolve);
  });
  if (code !== 0) { stop(); process.exit(code ?? 1); }
  const report = JSON.parse(readFileSync(`reports/lighthouse-${i + 1}.json`, 'utf8'));
  const metric = (id) => report.audits[id]?.displayValue ?? '–';
  const score = Math.round(report.categories.performance.score * 100);
  runs.push(score);
  console.log(`run ${i + 1}: performance ${score}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`);
}
stop();
const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
console.log(`Lighthouse performance for ${path} (mobile defaults), median of ${runs.length}: ${median} (runs ${runs.join(', ')})`);
process.exit(median >= MIN_SCORE ? 0 : 1);
