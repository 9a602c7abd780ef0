import type { Page } from '@playwright/test';
import {
  answerOverview,
  bookingKeys,
  chooseDateAndRooms,
  continueWithAccount,
  expect,
  expectNoAxeViolations,
  fillStepTwo,
  mockBookings,
  test,
} from './fixtures';

/** The server's login ends: the next submit is answered 401. */
const loginEndsAtSubmit = (page: Page) =>
  page.evaluate(async () => {
    await fetch('/__mock/fail', {
      method: 'POST',
      body: JSON.stringify({ family: 'booking', kind: 'error', status: 401, message: 'Unauthorized', times: 1 }),
    });
  });

test('a customer whose login ends at the submit logs in again in the dialog, with the e-mail filled in, and the booking goes on under the same key', async ({
  page,
}) => {
  await page.goto('/en/b/GRP-ALPS');
  await page
    .getByRole('button', { name: /^Select the dates / })
    .first()
    .click();
  await page.getByLabel('Number of travellers').fill('1');
  await page.getByRole('button', { name: 'Add Single room' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const login = page.getByRole('dialog', { name: 'How would you like to book?' });
  await login.getByLabel('E-mail').fill('kunde@example.com');
  await login.getByLabel('With my account').check();
  await login.getByLabel('Password').fill('reisen123');
  await login.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your details', level: 2 })).toBeVisible();
  await page.getByRole('radio', { name: /^No insurance/ }).check();
  await page.getByRole('button', { name: 'Check details' }).click();
  await answerOverview(page, { language: 'en' });
  const keys = bookingKeys(page);
  await loginEndsAtSubmit(page);
  await page.getByRole('button', { name: 'Book now with obligation to pay' }).click();
  const again = page.getByRole('dialog', { name: 'Your login has expired' });
  await expect(again.getByLabel('E-mail')).toHaveValue('kunde@example.com');
  await expect(again.getByLabel('Guest', { exact: true })).toBeVisible();
  await expect(again.getByLabel('Password')).toBeVisible();
  await expectNoAxeViolations(page, 'the login asked for again');
  await page.screenshot({ path: 'test-results/login-ended-en.png' });
  await again.getByLabel('Password').fill('reisen123');
  await again.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your booking!' })).toBeVisible();
  expect(await mockBookings(page)).toHaveLength(1);
  expect(keys).toEqual([keys[0], keys[0]]);
});

test('an agency whose login ends is asked for the agency’s login only: a customer’s account is refused with a word, the booking stays the agency’s', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await continueWithAccount(page, 'agentur@example.com');
  await fillStepTwo(page);
  const agency = page.getByRole('region', { name: 'Reisebüro' });
  await agency.getByRole('radio', { name: 'Frau' }).check();
  await agency.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Agent');
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page.getByRole('heading', { name: 'Übersicht prüfen', level: 2 })).toBeVisible();
  // What an agency confirms (no payment: its customers pay by invoice).
  for (const id of ['gtc', 'agentPreContract', 'agentConsent', 'customerDataConsent', 'twoG']) {
    const box = page.locator(`#consent-${id}`);
    if (await box.count()) await box.check();
  }
  const noFlex = page.getByRole('radio', { name: 'Nein, danke' });
  if (await noFlex.count()) await noFlex.check();
  await loginEndsAtSubmit(page);
  await page.getByRole('button', { name: /^Jetzt (zahlungspflichtig buchen|anfragen)$/ }).click();
  const again = page.getByRole('dialog', { name: 'Deine Anmeldung ist abgelaufen' });
  await expect(again.getByLabel('E-Mail')).toHaveValue('agentur@example.com');
  await expect(again.getByText('Bitte melde dich erneut mit dem Konto deines Reisebüros an')).toBeVisible();
  // No guest: an agency's booking does not turn into a customer's.
  await expect(again.getByLabel('Als Gast', { exact: true })).toBeHidden();
  await again.getByLabel('E-Mail').fill('kunde@example.com');
  await again.getByLabel('Passwort').fill('reisen123');
  await again.getByRole('button', { name: 'Weiter' }).click();
  await expect(again.getByRole('alert')).toContainText('Mit diesem Konto kannst du diese Buchung nicht fortsetzen');
  expect(await mockBookings(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/login-ended-agency-de.png' });
  await again.getByLabel('E-Mail').fill('agentur@example.com');
  await again.getByLabel('Passwort').fill('reisen123');
  await again.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  const bookings = await mockBookings(page);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]?.payload).toMatchObject({ travelAgency: { erpId: 'AG-4711' } });
});
