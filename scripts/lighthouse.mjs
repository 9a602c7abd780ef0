// Lighthouse performance score of /b/GRP-ALPS with its default (mobile) settings, in Debian's
// Chromium (CHROME_PATH), against the production build (no mock code) served by `vite preview`
// with the strict CSP; the preview server answers /fapi from the mock handlers (MOCK_API=1).
// Usage: npm run build && npm run lighthouse   (exits 1 under 95)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const PORT = 4191;
const BASE = `http://127.0.0.1:${PORT}`;
const MIN_SCORE = 95;
const path = process.argv[2] ?? '/b/GRP-ALPS';

const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--strictPort', '--port', String(PORT), '--outDir', 'dist'], { stdio: 'ignore', detached: true, env: { ...process.env, MOCK_API: '1' } });
// The server runs in its own process group, so stopping it stops all of it.
const stop = () => { try { process.kill(-server.pid); } catch { /* gone */ } };
process.on('exit', stop);
try {
  await fetch(`${BASE}/`);
  console.error(`Port ${PORT} is already in use: stop that server first.`);
  process.exit(2);
} catch { /* free, as it should be */ }
for (let i = 0; i < 60; i += 1) {
  try { if ((await fetch(`${BASE}/`)).ok) break; } catch { /* starting */ }
  await new Promise((r) => setTimeout(r, 250));
}

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
