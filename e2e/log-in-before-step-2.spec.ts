import { chooseDateAndRooms, expect, expectNoAxeViolations, test } from './fixtures';

test('a failed login says so in English, keeps the e-mail, and a good one goes on with the profile', async ({ page }) => {
  await page.goto('/en/b/GRP-ALPS');
  await page.getByRole('button', { name: /^Select the dates / }).first().click();
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
  await expect(page.getByText('Du buchst als Reisebüro Reisebüro Sonnenschein für deine Kundin oder deinen Kunden.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rechnungs- und Kontaktdaten' }).getByRole('textbox', { name: 'E-Mail', exact: true })).toHaveValue('');
});
