import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import { bookingRequestProblems } from '../tests/support/booking-request-schema';

interface Watch {
  /** Content-Security-Policy violations and uncaught page errors seen during the test. */
  problems: string[];
  /** Problems a test causes on purpose (it must then check them itself). */
  allowed: RegExp[];
}

/** The booking a request carries: the submit's JSON body, or the VVI form's serialised booking. */
function sentBooking(request: Request): unknown {
  if (request.method() !== 'POST') return undefined;
  const path = new URL(request.url()).pathname;
  if (/^\/fapi\/booking\/[^/]+$/.test(path)) return request.postDataJSON() as unknown;
  if (path === '/web2print/vvi') {
    const field = new URLSearchParams(request.postData() ?? '').get('booking');
    return field === null ? undefined : JSON.parse(field) as unknown;
  }
  return undefined;
}

/**
 * Every journey runs under the preview server's strict CSP; a violation or an uncaught error in
 * the page fails the test that caused it. Every booking the page sends (submit or VVI) must hold
 * to the written contract in docs/api, with no unknown property.
 */
export const test = base.extend<{ watch: Watch }>({
  watch: [async ({ page }, use) => {
    const watch: Watch = { problems: [], allowed: [] };
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
        list.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('pageerror', (error) => watch.problems.push(`page error: ${error.message}`));
    page.on('request', (request) => {
      const body = sentBooking(request);
      if (body === undefined) return;
      for (const problem of bookingRequestProblems(body)) watch.problems.push(`booking body ${request.url()}: ${problem} ${JSON.stringify(body).slice(0, 120)}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) watch.problems.push(`console: ${message.text()}`);
    });
    await use(watch);
    // A missing translation shows as ⚠key (src/app/i18n.ts): none may reach the page.
    const rawKeys = await page.evaluate(() => document.body.innerText.match(/⚠[\w.:-]+/g) ?? []).catch(() => [] as string[]);
    for (const key of rawKeys) watch.problems.push(`missing translation on the page: ${key}`);
    const violations = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []);
    const unexpected = [...watch.problems, ...violations.map((v) => `CSP: ${v}`)].filter((p) => !watch.allowed.some((re) => re.test(p)));
    expect(unexpected).toEqual([]);
  }, { auto: true }],
});

export { expect };

/** An axe scan with the WCAG 2.1 A and AA rules; no violation may remain. */
export async function expectNoAxeViolations(page: Page, label: string) {
  expect(await page.evaluate(() => document.body.innerText.match(/⚠[\w.:-]+/g) ?? []), `missing translations on ${label}`).toEqual([]);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** A group trip's date buttons in the schedule table (German labels). */
export const dateButtons = (page: Page) => page.getByRole('button', { name: /^Termin .* auswählen$/ });

/** Chooses the first bookable date of a group trip, the party size and rooms on step 1 (German labels). */
export async function chooseDateAndRooms(page: Page, { pax, rooms, date = 0 }: { pax: number; rooms: string[]; date?: number }) {
  await dateButtons(page).nth(date).click();
  await page.getByLabel('Anzahl Reisende').fill(String(pax));
  for (const room of rooms) await page.getByRole('button', { name: `${room} hinzufügen` }).click();
}

/** Goes on from step 1 through the user-selection dialog as a guest (German labels). */
export async function continueAsGuest(page: Page, email: string) {
  await page.getByRole('button', { name: 'Weiter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wie möchtest du buchen?' });
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByRole('button', { name: 'Weiter' }).click();
}

/** Types a date into step 2's day, month and year fields of the group named `legend` (German labels). */
export async function fillDate(scope: Locator, legend: string, date: string) {
  const [year, month, day] = date.split('-');
  await scope.getByLabel(`${legend}: Tag`, { exact: true }).fill(day ?? '');
  await scope.getByLabel(`${legend}: Monat`, { exact: true }).fill(month ?? '');
  await scope.getByLabel(`${legend}: Jahr`, { exact: true }).fill(year ?? '');
}

export interface StepTwoData {
  firstname?: string;
  lastname?: string;
  /** The e-mail repeat, where the form asks for it. */
  email?: string;
  /** Additional travellers to fill in (the 2nd onwards). */
  travellers?: number;
  /** Passport data for every traveller (a passport trip). */
  passport?: { number: string; issued: string; expires: string };
}

/** Fills step 2 for a guest: the invoice and contact data and every additional traveller (German labels). */
export async function fillStepTwo(page: Page, { firstname = 'Erika', lastname = 'Mustermann', email = 'erika@example.com', travellers = 1, passport }: StepTwoData = {}) {
  const customer = page.getByRole('region', { name: 'Rechnungs- und Kontaktdaten' });
  await customer.getByRole('radio', { name: 'Frau' }).check();
  await customer.getByRole('textbox', { name: 'Vorname', exact: true }).fill(firstname);
  await customer.getByRole('textbox', { name: 'Nachname', exact: true }).fill(lastname);
  await fillDate(customer, 'Geburtsdatum', '1980-05-17');
  await customer.getByRole('textbox', { name: 'Straße', exact: true }).fill('Hauptstraße');
  await customer.getByRole('textbox', { name: 'Hausnummer', exact: true }).fill('12');
  await customer.getByRole('textbox', { name: 'PLZ', exact: true }).fill('80331');
  await customer.getByRole('textbox', { name: 'Ort', exact: true }).fill('München');
  const repeat = customer.getByRole('textbox', { name: 'E-Mail wiederholen', exact: true });
  if (await repeat.count()) await repeat.fill(email);
  await customer.getByRole('textbox', { name: 'Telefon', exact: true }).fill('170 1234567');
  const papers = async (scope: Locator) => {
    if (!passport) return;
    await fillCountry(scope, 'Nationalität', 'Deutschland');
    await scope.getByRole('textbox', { name: 'Reisepassnummer', exact: true }).fill(passport.number);
    await fillDate(scope, 'Ausstellungsdatum des Reisepasses', passport.issued);
    await fillDate(scope, 'Reisepass gültig bis', passport.expires);
    await scope.getByRole('textbox', { name: 'Ausstellende Behörde', exact: true }).fill('Stadt München');
  };
  await papers(page.getByRole('region', { name: '1. Reisende/r: Rechnungsempfänger' }));
  for (let n = 2; n <= travellers + 1 && travellers > 0; n += 1) {
    const block = page.getByRole('region', { name: `${n}. Reisende/r` });
    if (!(await block.count())) break;
    await block.getByRole('radio', { name: 'Herr' }).check();
    await block.getByRole('textbox', { name: 'Vorname', exact: true }).fill(`Max${n}`);
    await block.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Mustermann');
    await fillDate(block, 'Geburtsdatum', '1979-02-03');
    await papers(block);
  }
}

/** Chooses a country in a step 2 type-ahead by typing its name and picking it from the list. */
export async function fillCountry(scope: Locator, label: string, name: string) {
  const field = scope.getByRole('combobox', { name: label });
  await field.fill(name);
  await scope.getByRole('option', { name }).click();
}

/** Books GRP-ALPS for two in a twin as the guest Erika Mustermann, up to step 3 (German labels). */
export async function goToOverviewAsGuest(page: Page, { acceptTerms = true }: { acceptTerms?: boolean } = {}) {
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await continueAsGuest(page, 'erika@example.com');
  await fillStepTwo(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  if (acceptTerms) await page.getByLabel('Ich habe die Allgemeinen Reisebedingungen gelesen und akzeptiere sie.').check();
}

/** Tells the demo's mock server how the next calls of a family fail (POST /__mock/fail). */
export const failNext = (page: Page, failure: Record<string, unknown>) =>
  page.evaluate(async (body) => { await fetch('/__mock/fail', { method: 'POST', body: JSON.stringify(body) }); }, failure);
