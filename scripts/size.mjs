// Builds the production bundle (no mocks) and prints the JavaScript a visitor of /b/{code} loads:
// the entry, the start-up steps it imports (src/main.tsx, all preloaded by the page) and everything
// those import statically. Lazy chunks (later steps, the error overlay,
// English and Italian texts) are listed apart. Fails when the budget is exceeded or mock code
// reached the production build.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

// Budgets at about 10 % above what each part measured (docs/decisions.md, 'Budgets'), so a fix
// never has to fight for bytes: the first page at 132.5 kB (with the trip's rating, picture, price
// plan, taken-back notices and the phone's way on, and the rules every path to the submit checks),
// step 2's code with the phone input and the shared combobox at 45.6 kB, step 3's own chunk at
// 12.0 kB (with the card networks' marks, and a submit refused, unanswered or logged out handled on
// the page), the fare widget with the shared chunks it opens beyond step 1's extras (loaded before
// it) at 13.4 kB, the payment page's first load at 104.9 kB (with the card payment provider, 3-D
// Secure and the return from the issuer). Each part's headroom is printed; under 5 % fails.
const BUDGET_BYTES = 146_000;
const STEP_TWO_BUDGET_BYTES = 50_000;
const STEP_THREE_BUDGET_BYTES = 13_200;
const FARE_WIDGET_BUDGET_BYTES = 14_800;
const PAYMENT_PAGE_BUDGET_BYTES = 115_500;
/** Below this share of its budget left, a part has outgrown it: measure, then move the budget with a decision. */
const MIN_HEADROOM = 0.05;
const headrooms = [];
/** Records a part's headroom (the share of its budget still free) for the summary at the end. */
const keep = (name, bytes, budget) => headrooms.push([name, bytes, budget, 1 - bytes / budget]);
const outDir = 'dist';

await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
// The payment page is a build of its own (vite.config.ts), written into the same folder.
process.env.ASI_BUILD = 'payment';
await build({ logLevel: 'warn', build: { outDir, emptyOutDir: false, manifest: 'payment-manifest.json' } });
delete process.env.ASI_BUILD;

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const paymentManifest = JSON.parse(readFileSync(join(outDir, 'payment-manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = new Set();
function walk(key) {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const dep of chunk.imports ?? []) walk(dep);
}
walk(entryKey);
// The entry's own dynamic imports are the start-up steps (src/main.tsx): part of every page load.
for (const step of manifest[entryKey].dynamicImports ?? []) walk(step);

const lazy = new Map();
for (const chunk of Object.values(manifest)) {
  if (chunk.file.endsWith('.js') && !initial.has(chunk.file)) lazy.set(chunk.file, chunk.src ?? chunk.name);
}

let total = 0;
console.log('JavaScript loaded for /b/{code} (production build, gzip -9):');
for (const file of initial) {
  const size = gz(file);
  total += size;
  console.log(`  ${kb(size).padStart(9)}  ${file}`);
}
console.log(`  ${kb(total).padStart(9)}  total (${total} bytes), budget ${kb(BUDGET_BYTES)}`);
console.log('Loaded only when needed:');
for (const [file, src] of lazy) console.log(`  ${kb(gz(file)).padStart(9)}  ${file}  (${src})`);

const mockLeaks = [];
if (existsSync(join(outDir, 'mockServiceWorker.js'))) mockLeaks.push('mockServiceWorker.js');
for (const file of readdirSync(join(outDir, 'assets'))) {
  const text = readFileSync(join(outDir, 'assets', file), 'utf8');
  if (/setupWorker|mockServiceWorker|asi-mock-state/.test(text)) mockLeaks.push(file);
}
if (mockLeaks.length > 0) {
  console.error(`Mock code in the production build: ${mockLeaks.join(', ')}`);
  process.exit(1);
}
console.log('No mock code in the production build.');
/**
 * A page's chunk (by its source) and what opening it loads beyond the first page: its chunk and the
 * shared chunks it imports. `after`: the part it only ever opens from, whose chunks are loaded by then.
 */
function pageCode(src, name, after = null) {
  // A part's module may sit in a chunk shared with others, named after it rather than keyed by it.
  const chunkOf = (source) => {
    const own = [...lazy].find(([, s]) => s === source || s === source.replace(/^.*\/|\.tsx?$/g, ''));
    if (!own) {
      console.error(`No chunk of its own for ${name} (${source}).`);
      process.exit(1);
    }
    return { file: own[0], key: Object.keys(manifest).find((k) => manifest[k].file === own[0]) };
  };
  const closure = (key, skip) => {
    const files = new Set();
    (function add(k) {
      const chunk = manifest[k];
      if (!chunk || initial.has(chunk.file) || skip.has(chunk.file) || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) add(dep);
    })(key);
    return files;
  };
  const loaded = after ? closure(chunkOf(after).key, new Set()) : new Set();
  const own = chunkOf(src);
  const opened = closure(own.key, loaded);
  return { own: gz(own.file), opened: [...opened].reduce((sum, file) => sum + gz(file), 0) };
}

// Counted for step 2: its chunk and the shared chunks it imports (the form library among them); not
// its later parts (insurance box, registration), its texts or the phone's number rules.
const stepTwo = pageCode('src/steps/user/UserPage.tsx', 'step 2');
console.log(
  `Step 2's code: ${kb(stepTwo.opened)} (${stepTwo.opened} bytes; its own chunk ${kb(stepTwo.own)}), budget ${kb(STEP_TWO_BUDGET_BYTES)}`,
);
keep("step 2's code", stepTwo.opened, STEP_TWO_BUDGET_BYTES);
if (stepTwo.opened > STEP_TWO_BUDGET_BYTES) {
  console.error(`Step 2's code is over budget by ${kb(stepTwo.opened - STEP_TWO_BUDGET_BYTES)}.`);
  process.exit(1);
}
// Step 3's own chunk (the overview, voucher, flex, FAQ, payment choice, consents, submit).
const stepThree = pageCode('src/steps/overview/OverviewPage.tsx', 'step 3');
console.log(
  `Step 3's own chunk: ${kb(stepThree.own)} (${stepThree.own} bytes; with the shared chunks it opens ${kb(stepThree.opened)}), budget ${kb(STEP_THREE_BUDGET_BYTES)}`,
);
keep("step 3's own chunk", stepThree.own, STEP_THREE_BUDGET_BYTES);
if (stepThree.own > STEP_THREE_BUDGET_BYTES) {
  console.error(`Step 3's chunk is over budget by ${kb(stepThree.own - STEP_THREE_BUDGET_BYTES)}.`);
  process.exit(1);
}
// The fare widget, loaded when the flight section offers flight booking: the flight section is part
// of step 1's extras, loaded by then, so what they share is not counted again.
const fareWidget = pageCode(
  'src/features/arrival/components/fare-widget/FareWidget.tsx',
  'the fare widget',
  'src/steps/schedule/StepOneExtras.tsx',
);
console.log(
  `The fare widget's code: ${kb(fareWidget.opened)} (${fareWidget.opened} bytes; its own chunk ${kb(fareWidget.own)}), budget ${kb(FARE_WIDGET_BUDGET_BYTES)}`,
);
keep('the fare widget', fareWidget.opened, FARE_WIDGET_BUDGET_BYTES);
if (fareWidget.opened > FARE_WIDGET_BUDGET_BYTES) {
  console.error(`The fare widget is over budget by ${kb(fareWidget.opened - FARE_WIDGET_BUDGET_BYTES)}.`);
  process.exit(1);
}
// The payment page (payment.html, its own entry): all of its first load's JavaScript:
// its entry, its start-up step and what they import, and its German texts (loaded before it renders).
const paymentFiles = new Set();
(function add(key, withDynamic) {
  const chunk = paymentManifest[key];
  if (!chunk || paymentFiles.has(chunk.file)) return;
  paymentFiles.add(chunk.file);
  for (const dep of chunk.imports ?? []) add(dep, false);
  if (withDynamic) for (const dep of chunk.dynamicImports ?? []) add(dep, false);
})('payment.html', true);
const paymentTexts = Object.keys(paymentManifest).find((key) => key.endsWith('locales/de/payment.json'));
if (paymentTexts) paymentFiles.add(paymentManifest[paymentTexts].file);
const paymentTotal = [...paymentFiles].reduce((sum, file) => sum + gz(file), 0);
console.log(
  `The payment page's first load: ${kb(paymentTotal)} (${paymentTotal} bytes in ${paymentFiles.size} files), budget ${kb(PAYMENT_PAGE_BUDGET_BYTES)}`,
);
keep("the payment page's first load", paymentTotal, PAYMENT_PAGE_BUDGET_BYTES);
if (paymentTotal > PAYMENT_PAGE_BUDGET_BYTES) {
  console.error(`The payment page is over budget by ${kb(paymentTotal - PAYMENT_PAGE_BUDGET_BYTES)}.`);
  process.exit(1);
}
if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kb(total - BUDGET_BYTES)}.`);
  process.exit(1);
}
keep('the first page', total, BUDGET_BYTES);
console.log('Headroom (share of each budget still free):');
for (const [name, bytes, budget, free] of headrooms)
  console.log(`  ${(free * 100).toFixed(1).padStart(5)} %  ${name}: ${kb(bytes)} of ${kb(budget)}`);
const outgrown = headrooms.filter(([, , , free]) => free < MIN_HEADROOM);
if (outgrown.length > 0) {
  console.error(`Less than ${MIN_HEADROOM * 100} % headroom: ${outgrown.map(([name]) => name).join(', ')}.`);
  process.exit(1);
}
