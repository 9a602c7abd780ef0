/* global document, HTMLInputElement -- code passed to page.evaluate runs in the browser */
// Keyboard only, GRP-ALPS from the page's start to the booking's confirmation (where the payment follows), on a desktop
// (1280 x 900) in German against the demo build (the mock server on): how many Tab presses the way
// takes. Each control is reached by Tab alone (arrows only inside a radio group, as a keyboard user
// moves there), operated with Enter, Space or typing; a date field that moves on by itself counts
// no Tab; the bypass of a long optional block is pressed where it comes. Two ways: two in a double
// room, and three (a double and a single room).
// Usage: npm run build:demo && node scripts/tab-presses.mjs [base URL]   (prints the figures; exits 1
// over the target: a third fewer than the first measurement, 107 and 121 presses)
import { launchChromium } from './chromium.mjs';
import { startPreview } from './preview-server.mjs';

const PORT = 4194;
// Measured by this script on the build of d9c6ec1, before the compact step 2 and the bypasses.
const BEFORE = { two: 107, three: 121 };
const target = (before) => Math.floor((before * 2) / 3);

const given = process.argv[2];
const preview = given ? null : await startPreview({ port: PORT, outDir: 'dist-demo', mode: 'demo' });
const BASE = given ?? preview.base;
const browser = await launchChromium();

/** One booking by keyboard; resolves with its Tab and arrow presses. */
async function bookByKeyboard({ pax, rooms }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  const page = await context.newPage();
  const count = { tabs: 0, arrows: 0 };
  const isFocused = (locator) => locator.evaluate((el) => el === document.activeElement).catch(() => false);
  /** Tab until the control has the focus. */
  const tabTo = async (locator, what) => {
    await locator.waitFor();
    let n = 0;
    for (; !(await isFocused(locator)); n += 1) {
      if (n > 300) throw new Error(`No way by Tab to ${what}`);
      await page.keyboard.press('Tab');
      count.tabs += 1;
    }
    if (process.env.TABS_DETAIL) console.log(`  ${String(n).padStart(3)}  ${what}`);
  };
  const typeInto = async (locator, what, text) => {
    await tabTo(locator, what);
    await page.keyboard.type(text);
  };
  const press = async (locator, what, key = 'Enter') => {
    await tabTo(locator, what);
    await page.keyboard.press(key);
  };
  /** A bypass where the page has one (an earlier build, measured for comparison, has none). */
  const bypass = async (name) => {
    const button = page.getByRole('button', { name });
    if (await button.count()) await press(button, `the bypass '${name}'`);
  };
  /** Tab into the radio's group, then the arrows to it (an arrow picks the radio it lands on). */
  const pickRadio = async (locator, what) => {
    await locator.waitFor();
    const name = await locator.getAttribute('name');
    const inGroup = () =>
      page.evaluate((group) => {
        const el = document.activeElement;
        return el instanceof HTMLInputElement && el.type === 'radio' && el.name === group;
      }, name);
    let n = 0;
    for (; !(await inGroup()); n += 1) {
      if (n > 300) throw new Error(`No way by Tab to ${what}`);
      await page.keyboard.press('Tab');
      count.tabs += 1;
    }
    if (process.env.TABS_DETAIL) console.log(`  ${String(n).padStart(3)}  ${what}`);
    for (let n = 0; !(await isFocused(locator)); n += 1) {
      if (n > 30) throw new Error(`No way by arrows to ${what}`);
      await page.keyboard.press('ArrowDown');
      count.arrows += 1;
    }
    await page.keyboard.press('Space');
  };
  /** A date of three fields: each typed; the day and month move on by themselves when whole. */
  const typeDate = async (scope, legend, [day, month, year]) => {
    await typeInto(scope.getByLabel(`${legend}: Tag`, { exact: true }), `${legend} day`, day);
    await typeInto(scope.getByLabel(`${legend}: Monat`, { exact: true }), `${legend} month`, month);
    await typeInto(scope.getByLabel(`${legend}: Jahr`, { exact: true }), `${legend} year`, year);
  };
  const box = (scope, name) => scope.getByRole('textbox', { name, exact: true });

  try {
    await page.goto(`${BASE}/b/GRP-ALPS`);
    // Step 1: a date four weeks or more ahead, the party size, the rooms, 'Weiter', the guest.
    await press(page.getByRole('button', { name: /^Termin .* auswählen$/ }).nth(3), 'a date');
    await typeInto(page.getByLabel('Anzahl Reisende'), 'the party size', String(pax));
    for (const room of rooms) await press(page.getByRole('button', { name: `${room} hinzufügen` }), room);
    // Past the optional extras by their bypass, as a keyboard user who wants none goes.
    await bypass('Zusatzleistungen überspringen');
    await press(page.getByRole('button', { name: 'Weiter', exact: true }).first(), "step 1's Weiter");
    const dialog = page.getByRole('dialog', { name: 'Wie möchtest du buchen?' });
    await typeInto(dialog.getByLabel('E-Mail'), "the dialog's e-mail", 'erika@example.com');
    await press(dialog.getByRole('button', { name: 'Weiter' }), "the dialog's Weiter");

    // Step 2: what is required of the customer and of each other traveller; no insurance.
    const customer = page.getByRole('region', { name: 'Rechnungs- und Kontaktdaten' });
    await pickRadio(customer.getByRole('radio', { name: 'Frau', exact: true }), "the customer's gender");
    await typeInto(box(customer, 'Vorname'), 'first name', 'Erika');
    await typeInto(box(customer, 'Nachname'), 'last name', 'Mustermann');
    await typeDate(customer, 'Geburtsdatum', ['17', '05', '1980']);
    await typeInto(box(customer, 'Straße'), 'street', 'Hauptstraße');
    await typeInto(box(customer, 'Hausnummer'), 'number', '12');
    await typeInto(box(customer, 'PLZ'), 'postcode', '80331');
    await typeInto(box(customer, 'Ort'), 'town', 'München');
    await typeInto(box(customer, 'E-Mail wiederholen'), 'the e-mail repeat', 'erika@example.com');
    await typeInto(box(customer, 'Telefon'), 'phone', '170 1234567');
    for (let n = 2; n <= pax; n += 1) {
      const traveller = page.getByRole('region', { name: `${n}. Reisende/r` });
      await pickRadio(traveller.getByRole('radio', { name: 'Herr', exact: true }), `traveller ${n}'s gender`);
      await typeInto(box(traveller, 'Vorname'), `traveller ${n}'s first name`, `Max${n}`);
      await typeInto(box(traveller, 'Nachname'), `traveller ${n}'s last name`, 'Mustermann');
      await typeDate(traveller, 'Geburtsdatum', ['03', '02', '1979']);
    }
    await pickRadio(page.getByRole('radio', { name: 'Keine Versicherung' }), 'no insurance');
    await press(page.getByRole('button', { name: 'Daten prüfen' }), 'Daten prüfen');

    // Step 3: no flex, the card, the two required boxes, the submit; the payment page follows.
    await page.getByRole('heading', { name: 'Übersicht prüfen', level: 2 }).waitFor();
    await bypass('Zusammenfassung überspringen');
    const noFlex = page.getByRole('radio', { name: 'Nein, danke' });
    if (await noFlex.count()) await pickRadio(noFlex, 'no flex');
    await pickRadio(page.getByRole('radio', { name: 'Visa', exact: true }), 'Visa');
    await press(page.locator('#consent-gtc'), 'the terms', 'Space');
    await press(page.locator('#consent-consent'), 'the consent', 'Space');
    await press(page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }), 'the submit');
    await page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' }).waitFor();
    return count;
  } finally {
    await context.close();
  }
}

try {
  const rows = [
    ['Two in a double room', await bookByKeyboard({ pax: 2, rooms: ['Doppelzimmer'] }), BEFORE.two],
    [
      'Three, a double and a single room',
      await bookByKeyboard({ pax: 3, rooms: ['Doppelzimmer', 'Einzelzimmer'] }),
      BEFORE.three,
    ],
  ];
  let missed = false;
  for (const [name, { tabs, arrows }, before] of rows) {
    const bound = target(before);
    if (tabs > bound) missed = true;
    console.log(
      `${name.padEnd(36)} ${String(tabs).padStart(3)} Tab presses, ${arrows} arrow presses  (before ${before}; target ${bound})`,
    );
  }
  process.exitCode = missed ? 1 : 0;
} finally {
  await browser.close();
  preview?.stop();
}
