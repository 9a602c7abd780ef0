/* global document, window -- code passed to page.evaluate runs in the browser */
// The phone's scroll lengths the trust-at-first-sight work set targets for, measured in Debian's Chromium on a 390 x 844 phone
// against the demo build (the mock server on), served by `vite preview`:
//  - GRP-ALPS's step 1 before a date is chosen: from the top of the page to the party size field;
//  - step 2 for a party of 3 (a double and a single room, a guest): the page's height empty and
//    filled in (the customer and both other travellers).
// Usage: npm run build:demo && node scripts/page-heights.mjs   (prints the figures; exits 1 over
// the targets: step 1 at most 2,200 px and 60 % of its first 4,694 px; step 2, whose required
// fields alone for three people are longer than 2,200 px, 60 % of its first 5,952 / 7,218 px)
import { launchChromium } from './chromium.mjs';
import { startPreview } from './preview-server.mjs';

const PORT = 4193;
const BEFORE = { toPartySize: 4694, stepTwoEmpty: 5952, stepTwoFilled: 7218 };
const sixty = (before) => Math.round(before * 0.6);
const target = (before, { atMost = Infinity } = {}) => Math.min(atMost, sixty(before));

const { base: BASE, stop } = await startPreview({ port: PORT, outDir: 'dist-demo', mode: 'demo' });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${BASE}/b/GRP-ALPS`);
  const dates = page.getByRole('button', { name: /^Termin .* auswählen$/ });
  await dates.first().waitFor();
  const party = page.getByLabel('Anzahl Reisende');
  const toPartySize = await party.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
  const dateCount = await dates.count();

  await dates.nth(3).click();
  await party.fill('3');
  await page.getByRole('button', { name: 'Doppelzimmer hinzufügen' }).click();
  await page.getByRole('button', { name: 'Einzelzimmer hinzufügen' }).click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wie möchtest du buchen?' });
  await dialog.getByLabel('E-Mail').fill('erika@example.com');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('heading', { name: 'Deine Daten', level: 2 }).waitFor();
  await page.waitForTimeout(500);
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const stepTwoEmpty = await height();

  const customer = page.getByRole('region', { name: 'Rechnungs- und Kontaktdaten' });
  const box = (scope, name) => scope.getByRole('textbox', { name, exact: true });
  const date = async (scope, iso) => {
    const [year, month, day] = iso.split('-');
    await scope.getByLabel('Geburtsdatum: Tag', { exact: true }).fill(day);
    await scope.getByLabel('Geburtsdatum: Monat', { exact: true }).fill(month);
    await scope.getByLabel('Geburtsdatum: Jahr', { exact: true }).fill(year);
  };
  await customer.getByRole('radio', { name: 'Frau', exact: true }).check();
  await box(customer, 'Vorname').fill('Erika');
  await box(customer, 'Nachname').fill('Mustermann');
  await date(customer, '1980-05-17');
  await box(customer, 'Straße').fill('Hauptstraße');
  await box(customer, 'Hausnummer').fill('12');
  await box(customer, 'PLZ').fill('80331');
  await box(customer, 'Ort').fill('München');
  const repeat = box(customer, 'E-Mail wiederholen');
  if (await repeat.count()) await repeat.fill('erika@example.com');
  await box(customer, 'Telefon').fill('170 1234567');
  for (const n of [2, 3]) {
    const block = page.getByRole('region', { name: `${n}. Reisende/r` });
    await block.getByRole('radio', { name: 'Herr', exact: true }).check();
    await box(block, 'Vorname').fill(`Max${n}`);
    await box(block, 'Nachname').fill('Mustermann');
    await date(block, '1979-02-03');
  }
  await page.waitForTimeout(300);
  const stepTwoFilled = await height();

  const rows = [
    ['GRP-ALPS step 1, top to the party size field', toPartySize, BEFORE.toPartySize, `${dateCount} dates`, 2200],
    ['Step 2, party of 3, empty', stepTwoEmpty, BEFORE.stepTwoEmpty, '', Infinity],
    ['Step 2, party of 3, filled in', stepTwoFilled, BEFORE.stepTwoFilled, '', Infinity],
  ];
  let missed = false;
  for (const [name, now, before, note, atMost] of rows) {
    const bound = target(before, { atMost });
    if (now > bound) missed = true;
    console.log(
      `${name.padEnd(48)} ${String(now).padStart(5)} px  (before ${before} px, ${Math.round((now / before) * 100)} %; target ${bound} px) ${note}`,
    );
  }
  process.exitCode = missed ? 1 : 0;
} finally {
  await browser.close();
  stop();
}
