// The length of a shared offer's link for a party of 9 with every service GRP-ALPS offers, on the
// longest language prefix and a real host, against its budget of 300 characters.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

mkdirSync('reports', { recursive: true });
const report = 'reports/offer-link-length.json';
execFileSync('npx', ['vitest', 'run', 'tests/features/booking/offer-link-length.test.ts', '--silent'], {
  stdio: 'inherit',
  env: { ...process.env, TZ: 'Europe/Berlin', OFFER_LENGTH_REPORT: report },
});
const { url, length, budget } = JSON.parse(readFileSync(report, 'utf8'));
console.log(`offer link: ${length} of ${budget} characters (${Math.round((length / budget) * 100)} %)\n${url}`);
if (length > budget) process.exit(1);
