import { chooseDateAndRooms, expect, expectNoAxeViolations, fillStepTwo, test } from './fixtures';

test('a failed login says so in English, keeps the e-mail, and a good one goes on with the profile', async ({
  page,
}) => {
  await page.goto('/en/b/GRP-ALPS');
  await page
    .getByRole('button', { name: /^Select the dates / })
    .first()
    .click();
  await page.getByLabel('Number of travellers').fill('2');
  await page.getByRole('button', { name: 'Add Double room' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'How would you like to book?' });
  await dialog.getByLabel('E-mail').fill('kunde@example.com');
  await dialog.getByLabel('With my account').check();
  await dialog.getByLabel('Password').fill('wrong');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The details were invalid.');
  await expect(dialog.getByLabel('E-mail')).toHaveValue('kunde@example.com');
  await expectNoAxeViolations(page, 'dialog with a failed login');
  await dialog.getByLabel('Password').fill('reisen123');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your details', level: 2 })).toBeVisible();
  const customer = page.getByRole('region', { name: 'Invoice and contact details' });
  await expect(customer.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Klara');
  await expect(customer.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('kunde@example.com');
  // A logged-in customer with an e-mail repeats nothing; a guest's account box is not offered.
  await expect(customer.getByRole('textbox', { name: 'Repeat e-mail' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Create an account' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Check details' }).click();
  await expect(page.getByText('First name of traveller 2 is required.')).toBeVisible();
  await expectNoAxeViolations(page, 'step 2 in English with messages');
});

test('a logged-in agency books as the agency: no customer e-mail needed', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await page.getByRole('button', { name: 'Weiter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wie möchtest du buchen?' });
  await dialog.getByLabel('E-Mail').fill('agentur@example.com');
  await dialog.getByLabel('Mit meinem Konto').check();
  await dialog.getByLabel('Passwort').fill('reisen123');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(
    page.getByText('Angemeldet als Reisebüro: Reisebüro Sonnenschein. Du buchst für deine Kundin oder deinen Kunden.'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Rechnungs- und Kontaktdaten' })
      .getByRole('textbox', { name: 'E-Mail', exact: true }),
  ).toHaveValue('');
  // The agency block with its number; the travel agent is required, the customer's e-mail is not.
  const agency = page.getByRole('region', { name: 'Reisebüro' });
  await expect(agency.getByText('AG-4711')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-Mail wiederholen' })).toHaveCount(0);
  await fillStepTwo(page);
  // The travel agent comes from the login; without a first name it may not go on.
  const agentName = agency.getByRole('textbox', { name: 'Vorname', exact: true });
  await expect(agentName).not.toHaveValue('');
  await agentName.fill('');
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(agency.getByText('Vorname ist ein Pflichtfeld.', { exact: true })).toBeVisible();
  await agency.getByRole('radio', { name: 'Frau' }).check();
  await agentName.fill('Anna');
  await agency.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Agent');
  await agency.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('anna@sonnenschein.example');
  await expectNoAxeViolations(page, 'step 2 for an agency');
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page).toHaveURL(/#\/overview$/);
});
