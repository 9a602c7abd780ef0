// Lines of the booking's state, its persistence and its composition, at one or more commits (or
// the working tree, named '.'): the same rule picks the files at each, so the counts compare.
// Usage: node scripts/state-lines.mjs f946edf 2f18915 .
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CONCERNS = ['party', 'arrival', 'extras', 'travellers', 'insurance', 'checkout'];

/** The group a file belongs to, or null. */
function groupOf(path) {
  if (/^src\/features\/(draft|choices)\/[^/]+\.ts$/.test(path)) return 'State';
  if (new RegExp(`^src/features/(${CONCERNS.join('|')})/[a-z]+-part\\.ts$`).test(path)) return 'State';
  if (
    /^src\/features\/booking\/(booking-state|booking-core|last-seen)\.ts$/.test(path) ||
    path === 'src/lib/booking-part.ts'
  )
    return 'State';
  if (
    /^src\/app\/(persistence|part-restorers|stored-booking|tab-papers|booking-store|step-one-fields|booking-migrations)\.ts$/.test(
      path,
    )
  )
    return 'Persistence';
  if (/^src\/features\/booking\/(booking-slice|reconcile|cross-rules)\.ts$/.test(path)) return 'Composition';
  if (new RegExp(`^src/features/(${CONCERNS.join('|')})/[a-z]+-reducers\\.ts$`).test(path)) return 'Composition';
  if (/^src\/features\/[a-z]+\/(room-places|journey-fit|draft-rules)\.ts$/.test(path)) return 'Composition';
  return null;
}

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const files = (rev) =>
  rev === '.'
    ? git('ls-files', '--cached', '--others', '--exclude-standard', 'src').split('\n')
    : git('ls-tree', '-r', '--name-only', rev, 'src').split('\n');
const text = (rev, path) => (rev === '.' ? readFileSync(path, 'utf8') : git('show', `${rev}:${path}`));
const lines = (source) => source.split('\n').length - (source.endsWith('\n') ? 1 : 0);

const revs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['HEAD', '.'];
const rows = { State: [], Persistence: [], Composition: [] };
for (const rev of revs) {
  const totals = { State: 0, Persistence: 0, Composition: 0 };
  for (const path of files(rev).filter(Boolean)) {
    const group = groupOf(path);
    if (group) totals[group] += lines(text(rev, path));
  }
  for (const group of Object.keys(rows)) rows[group].push(totals[group]);
}
const pad = (value, width) => String(value).padStart(width);
console.log(['', ...revs].map((cell, i) => (i === 0 ? 'group'.padEnd(12) : pad(cell, 9))).join(' '));
for (const [group, counts] of Object.entries(rows))
  console.log([group.padEnd(12), ...counts.map((count) => pad(count, 9))].join(' '));
const sums = revs.map((_, i) => Object.values(rows).reduce((sum, counts) => sum + counts[i], 0));
console.log(['Total'.padEnd(12), ...sums.map((sum) => pad(sum, 9))].join(' '));
