import type { Language } from '../src/config/language';
import { readFileSync } from 'node:fs';
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
  // POST /fapi/booking/confirm is the option confirmation (spec part 2 §7), not a trip code.
  if (/^\/fapi\/booking\/(?!confirm$)[^/]+$/.test(path)) return request.postDataJSON() as unknown;
  if (path === '/web2print/vvi') {
    const field = new URLSearchParams(request.postData() ?? '').get('booking');
    return field === null ? undefined : (JSON.parse(field) as unknown);
  }
  return undefined;
}

/**
 * Every journey runs under the preview server's strict CSP; a violation or an uncaught error in
 * the page fails the test that caused it. Every booking the page sends (submit or VVI) must hold
 * to the written contract in docs/api, with no unknown property.
 */
export const test = base.extend<{ watch: Watch }>({
  watch: [
    async ({ page }, use) => {
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
        for (const problem of bookingRequestProblems(body))
          watch.problems.push(`booking body ${request.url()}: ${problem} ${JSON.stringify(body).slice(0, 120)}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text()))
          watch.problems.push(`console: ${message.text()}`);
      });
      await use(watch);
      // A missing translation shows as ⚠key (src/app/i18n.ts): none may reach the page.
      const rawKeys = await page
        .evaluate(() => document.body.innerText.match(/⚠[\w.:-]+/g) ?? [])
        .catch(() => [] as string[]);
      for (const key of rawKeys) watch.problems.push(`missing translation on the page: ${key}`);
      const violations = await page
        .evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
        .catch(() => []);
      const unexpected = [...watch.problems, ...violations.map((v) => `CSP: ${v}`)].filter(
        (p) => !watch.allowed.some((re) => re.test(p)),
      );
      expect(unexpected).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** An axe scan with the WCAG 2.2 A and AA rules (2.0, 2.1 and 2.2 tags); no violation may remain. */
export async function expectNoAxeViolations(page: Page, label: string) {
  expect(
    await page.evaluate(() => document.body.innerText.match(/⚠[\w.:-]+/g) ?? []),
    `missing translations on ${label}`,
  ).toEqual([]);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** A group trip's date buttons in the schedule table (German labels). */
export const dateButtons = (page: Page) => page.getByRole('button', { name: /^Termin .* auswählen$/ });

/** Chooses the first bookable date of a group trip, the party size and rooms on step 1 (German labels). */
export async function chooseDateAndRooms(
  page: Page,
  { pax, rooms, date = 0 }: { pax: number; rooms: string[]; date?: number },
) {
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

/** A text of the app in a language, read from its locale file (the tests speak the words a person sees). */
export function text(language: Language, key: string): string {
  const [namespace, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['translation', key];
  let value: unknown = JSON.parse(
    readFileSync(new URL(`../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  );
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text ${language}:${key}`);
  return value;
}

/** Goes on from step 1 through the user-selection dialog with an account (every demo account's password). */
export async function continueWithAccount(page: Page, email: string, language: Language = 'de') {
  const said = (key: string) => text(language, `booking:userSelection.${key}`);
  await page.getByRole('button', { name: said('submit') }).click();
  const dialog = page.getByRole('dialog', { name: said('title') });
  await dialog.getByLabel(said('email')).fill(email);
  await dialog.getByLabel(said('login')).check();
  await dialog.getByLabel(said('password')).fill('reisen123');
  await dialog.getByRole('button', { name: said('submit') }).click();
}

/** Types a date into step 2's day, month and year fields of the group named `legend`. */
export async function fillDate(scope: Locator, legend: string, date: string, language: Language = 'de') {
  const [year, month, day] = date.split('-');
  await scope.getByLabel(`${legend}: ${text(language, 'travellers:date.day')}`, { exact: true }).fill(day ?? '');
  await scope.getByLabel(`${legend}: ${text(language, 'travellers:date.month')}`, { exact: true }).fill(month ?? '');
  await scope.getByLabel(`${legend}: ${text(language, 'travellers:date.year')}`, { exact: true }).fill(year ?? '');
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
  language?: Language;
}

/** Fills step 2 for a guest: the invoice and contact data and every additional traveller, in the page's language. */
export async function fillStepTwo(
  page: Page,
  {
    firstname = 'Erika',
    lastname = 'Mustermann',
    email = 'erika@example.com',
    travellers = 1,
    passport,
    language = 'de',
  }: StepTwoData = {},
) {
  const field = (name: string) => text(language, `travellers:fields.${name}`);
  const customer = page.getByRole('region', { name: text(language, 'travellers:customer.heading') });
  await customer.getByRole('radio', { name: field('genders.female'), exact: true }).check();
  await customer.getByRole('textbox', { name: field('firstname'), exact: true }).fill(firstname);
  await customer.getByRole('textbox', { name: field('lastname'), exact: true }).fill(lastname);
  await fillDate(customer, field('birthday'), '1980-05-17', language);
  await customer.getByRole('textbox', { name: field('street'), exact: true }).fill('Hauptstraße');
  await customer.getByRole('textbox', { name: field('number'), exact: true }).fill('12');
  await customer.getByRole('textbox', { name: field('zip'), exact: true }).fill('80331');
  await customer.getByRole('textbox', { name: field('city'), exact: true }).fill('München');
  const repeat = customer.getByRole('textbox', { name: field('emailRepeat'), exact: true });
  if (await repeat.count()) await repeat.fill(email);
  await customer.getByRole('textbox', { name: field('telephone'), exact: true }).fill('170 1234567');
  const papers = async (scope: Locator) => {
    if (!passport) return;
    await fillCountry(scope, field('passportCountry'), 'Deutschland');
    await scope.getByRole('textbox', { name: field('passportNumber'), exact: true }).fill(passport.number);
    await fillDate(scope, field('passportIssueDate'), passport.issued, language);
    await fillDate(scope, field('passportDate'), passport.expires, language);
    await scope.getByRole('textbox', { name: field('passportIssuer'), exact: true }).fill('Stadt München');
  };
  await papers(page.getByRole('region', { name: text(language, 'travellers:traveller.customerHeading') }));
  for (let n = 2; n <= travellers + 1 && travellers > 0; n += 1) {
    const block = page.getByRole('region', {
      name: text(language, 'travellers:traveller.heading').replace('{{index}}', String(n)),
    });
    if (!(await block.count())) break;
    await block.getByRole('radio', { name: field('genders.male'), exact: true }).check();
    await block.getByRole('textbox', { name: field('firstname'), exact: true }).fill(`Max${n}`);
    await block.getByRole('textbox', { name: field('lastname'), exact: true }).fill('Mustermann');
    await fillDate(block, field('birthday'), '1979-02-03', language);
    await papers(block);
  }
}

/** Chooses a country in a step 2 type-ahead by typing its name and picking it from the list. */
export async function fillCountry(scope: Locator, label: string, name: string) {
  const field = scope.getByRole('combobox', { name: label });
  await field.fill(name);
  await scope.getByRole('option', { name }).click();
}

/** Step 2's insurance box: 'Keine Versicherung', once the offers are there. */
export async function declineInsurance(page: Page, language: Language = 'de') {
  await page.getByRole('radio', { name: text(language, 'travellers:insurance.none') }).check();
}

/** The general terms box of step 3. */
export const termsBox = (page: Page) => page.locator('#consent-gtc');
/** The German submit of a booking: its label says it obliges to pay. */
export const bookButton = (page: Page) => page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' });

/** Answers what step 3 asks a guest: no flex (when offered), a way to pay (when asked), the two required boxes. */
export async function answerOverview(
  page: Page,
  { payWith = 'VISA', language = 'de' }: { payWith?: string; language?: Language } = {},
) {
  await expect(page.getByRole('heading', { name: text(language, 'checkout:title'), level: 2 })).toBeVisible();
  // The flex question, when asked and not answered yet: no thanks.
  const noFlex = page.getByRole('radio', { name: text(language, 'checkout:flex.no') });
  if ((await noFlex.count()) && (await page.locator('.flex-box input:checked').count()) === 0) await noFlex.check();
  const method = page.getByRole('radio', { name: text(language, `checkout:payment.method.${payWith}`), exact: true });
  if (await method.count()) await method.check();
  await termsBox(page).check();
  await page.locator('#consent-consent').check();
}

/** Books GRP-ALPS for two in a twin as the guest Erika Mustermann, up to step 3, everything answered unless told (German labels); date 3 starts far enough ahead for flex. */
export async function goToOverviewAsGuest(
  page: Page,
  { acceptTerms = true, date = 0 }: { acceptTerms?: boolean; date?: number } = {},
) {
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'], date });
  await continueAsGuest(page, 'erika@example.com');
  await fillStepTwo(page);
  await declineInsurance(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  if (acceptTerms) await answerOverview(page);
  else await expect(page.getByRole('heading', { name: 'Übersicht prüfen', level: 2 })).toBeVisible();
}

/** Tells the demo's mock server how the next calls of a family fail (POST /__mock/fail). */
export const failNext = (page: Page, failure: Record<string, unknown>) =>
  page.evaluate(async (body) => {
    await fetch('/__mock/fail', { method: 'POST', body: JSON.stringify(body) });
  }, failure);

/** The Idempotency-Key of every booking POST for a trip the page sends from now on, in order. */
export function bookingKeys(page: Page, travelCode = 'GRP-ALPS'): (string | null)[] {
  const keys: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/fapi/booking/${travelCode}`)
      keys.push(request.headers()['idempotency-key'] ?? null);
  });
  return keys;
}

/** The server raises every twin room of GRP-ALPS by `euros` a person from now on. */
export const raiseTwinRooms = (page: Page, euros: number) =>
  page.evaluate(async (more) => {
    const list = (await (await fetch('/fapi/schedule/GRP-ALPS')).json()) as { roomType: string; price: number }[];
    const body = list.map((s) => (s.roomType === 'twin' ? { ...s, price: s.price + more } : s));
    await fetch('/__mock/fail', { method: 'POST', body: JSON.stringify({ family: 'schedule', kind: 'reply', body }) });
  }, euros);

/** A price as the page writes it ('€ 5.030,–') as a number (5030). */
export const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** The bookings the demo's mock server holds. */
export const mockBookings = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch('/__mock/state')).json()) as { bookings: { payload: unknown }[] }).bookings,
  );
