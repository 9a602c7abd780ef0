import { chooseDateAndRooms, expect, expectNoAxeViolations, test } from './fixtures';

test('a room of another type takes the extension back with a word where the rooms are, and "Rückgängig" brings it back', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'], date: 3 });
  const nights = page.getByRole('spinbutton', { name: 'Nächte vor der Reise' });
  await nights.fill('2');
  await nights.blur();
  await expect(page.getByText('Vorprogramm Oberstdorf').first()).toBeVisible();

  await page.getByRole('button', { name: 'Doppelzimmer entfernen' }).click();
  await page.getByLabel('Anzahl Reisende').fill('3');
  await page.getByRole('button', { name: 'Doppelzimmer hinzufügen' }).click();
  await page.getByRole('button', { name: 'Einzelzimmer hinzufügen' }).click();
  const said = page.getByRole('status').filter({ hasText: 'Deine Verlängerung wurde entfernt' });
  await expect(said).toHaveText(/Deine Verlängerung wurde entfernt: Sie passt nicht zu den gewählten Zimmern\./);
  // The extension box says why before any other choice.
  await expect(
    page.getByText('Verlängerungen sind nur buchbar, wenn alle Zimmer denselben Zimmertyp haben.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'step 1 after an extension was taken back');

  await page.getByRole('button', { name: 'Rückgängig' }).click();
  // The focus stays at the message's place (never the body), which now says what happened.
  await expect(page.getByText('Rückgängig gemacht: Deine vorige Auswahl gilt wieder.')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.classList.contains('taken-back'))).toBe(true);
  await expect(page.getByRole('spinbutton', { name: 'Nächte vor der Reise' })).toHaveValue('2');
  await expect(page.getByRole('button', { name: 'Einzelzimmer entfernen' })).toBeDisabled();
  await expect(page.getByText('Deine Verlängerung wurde entfernt')).toHaveCount(0);
});
