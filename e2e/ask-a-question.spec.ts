import { chooseDateAndRooms, expect, expectNoAxeViolations, failNext, test } from './fixtures';

test('a question from step 1: required fields, a failed send keeps the text, then it arrives', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  const open = page.getByRole('button', { name: 'Frage zur Reise?' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Frage zur Reise' });
  await expect(dialog.getByText(/^Deine Frage zu „Alpenüberquerung/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Frage absenden' }).click();
  await expect(dialog.getByText('E-Mail ist ein Pflichtfeld.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^E-Mail/ })).toBeFocused();
  await expectNoAxeViolations(page, 'the question form with its errors');
  await page.keyboard.type('erika@example.com');
  await dialog.getByRole('textbox', { name: /^Deine Frage/ }).fill('Ist die Tour für Kinder ab 12 geeignet?');
  await expect(dialog.getByText('39 von 5000 Zeichen')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Datenschutzhinweise/ }).check();
  await failNext(page, { family: 'question', kind: 'error', status: 503, times: 1 });
  await dialog.getByRole('button', { name: 'Frage absenden' }).click();
  await expect(
    dialog.getByText('Fehler bei der Übermittlung der Anfrage. Bitte versuche es später erneut.'),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Deine Frage/ })).toHaveValue(
    'Ist die Tour für Kinder ab 12 geeignet?',
  );
  await dialog.getByRole('button', { name: 'Frage absenden' }).click();
  await expect(dialog.getByText('Deine Anfrage wurde übermittelt!')).toBeVisible();
  await expectNoAxeViolations(page, 'the question sent');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('in Italian: a trip without dates offers date updates, which need the consent and then confirm', async ({
  page,
}) => {
  await page.goto('/it/b/NODATES');
  const form = page.getByRole('region', { name: 'Ricevi aggiornamenti sulle date' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('erika@example.com');
  await form.getByRole('button', { name: 'Iscriviti agli aggiornamenti sulle date' }).click();
  await expect(form.getByText('Acconsenti al trattamento del tuo indirizzo e-mail.')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: /informativa sulla privacy/ })).toBeFocused();
  await expectNoAxeViolations(page, 'the subscribe form with its error');
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: 'Iscriviti agli aggiornamenti sulle date' }).click();
  await expect(form.getByText('Sei iscritto agli aggiornamenti sulle date.')).toBeVisible();
  await expectNoAxeViolations(page, 'the subscribe form done');
});
