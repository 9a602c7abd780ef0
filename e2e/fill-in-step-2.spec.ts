import {
  chooseDateAndRooms,
  continueAsGuest,
  expect,
  expectNoAxeViolations,
  fillDate,
  fillStepTwo,
  test,
} from './fixtures';

test('a guest books GRP-ALPS for 3, fills every traveller, and a reload and going back keep everything', async ({
  page,
}) => {
  // A whole step 2 filled in field by field, with axe scans: more than 30 s on a busy machine.
  test.slow();
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 3, rooms: ['Doppelzimmer', 'Einzelzimmer'] });
  await continueAsGuest(page, 'erika@example.com');
  await expect(page.getByRole('heading', { name: 'Deine Daten', level: 2 })).toBeVisible();
  // The customer travels as the first: nothing more to ask of them here (no papers, no equipment),
  // so no empty box; the other two each have theirs.
  await expect(page.getByRole('region', { name: /Reisende\/r/ })).toHaveCount(2);
  await expect(page.getByText('Du reist als 1. Reisende/r mit', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'step 2 empty');

  // Going on with nothing filled in: every message at its field, the first field focused.
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page.getByText('Bitte wähle eine Anrede.').first()).toBeVisible();
  await expect(page.getByText('Vorname des 2. Reisenden ist ein Pflichtfeld.')).toBeVisible();
  await expect(page.getByText('Nachname des 3. Reisenden ist ein Pflichtfeld.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Herr' }).first()).toBeFocused();
  await expectNoAxeViolations(page, 'step 2 with every message');

  await fillStepTwo(page, { travellers: 2 });
  const customer = page.getByRole('region', { name: 'Rechnungs- und Kontaktdaten' });
  // The e-mail repeat must be typed: pasting is blocked, a different address is refused.
  await customer.getByRole('textbox', { name: 'E-Mail wiederholen', exact: true }).fill('erika@example.org');
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(customer.getByText('Die E-Mail-Adressen stimmen nicht überein.')).toBeVisible();
  await customer.getByRole('textbox', { name: 'E-Mail wiederholen', exact: true }).fill('erika@example.com');
  // A birthday in the future is refused with the labelled limit.
  const third = page.getByRole('region', { name: '3. Reisende/r' });
  await fillDate(third, 'Geburtsdatum', '2030-01-01');
  await expect(
    third.getByText(/^Geburtsdatum des 3\. Reisenden darf nicht größer als \d{2}\.\d{2}\.\d{4} sein$/),
  ).toBeVisible();
  await fillDate(third, 'Geburtsdatum', '1990-07-08');
  // The title and the diet are asked on request: folded until opened.
  await expect(third.getByLabel('vegan')).toBeHidden();
  await third.getByText('Titel und besondere Ernährung (freiwillig)').click();
  await third.getByLabel('vegan').check();
  // A date typed only in part is kept too.
  const second = page.getByRole('region', { name: '2. Reisende/r' });
  await second.getByLabel('Geburtsdatum: Tag', { exact: true }).fill('');
  await second.getByLabel('Geburtsdatum: Monat', { exact: true }).fill('');
  await second.getByLabel('Geburtsdatum: Jahr', { exact: true }).fill('');
  await second.getByLabel('Geburtsdatum: Tag', { exact: true }).fill('24');

  await page.reload();
  await expect(second.getByLabel('Geburtsdatum: Tag', { exact: true })).toHaveValue('24');
  await fillDate(second, 'Geburtsdatum', '1979-02-24');
  await expect(customer.getByRole('textbox', { name: 'Straße', exact: true })).toHaveValue('Hauptstraße');
  await expect(customer.getByRole('textbox', { name: 'Telefon', exact: true })).toHaveValue(/170/);
  await expect(third.getByLabel('Geburtsdatum: Jahr', { exact: true })).toHaveValue('1990');
  // A diet given opens its box again after the reload.
  await expect(third.getByLabel('vegan')).toBeVisible();
  await expect(third.getByLabel('vegan')).toBeChecked();
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page).toHaveURL(/#\/overview$/);

  await page.goBack();
  await expect(
    page.getByRole('region', { name: '2. Reisende/r' }).getByRole('textbox', { name: 'Vorname', exact: true }),
  ).toHaveValue('Max2');
  await expect(customer.getByRole('textbox', { name: 'Hausnummer', exact: true })).toHaveValue('12');
});

test('a passport trip asks every traveller for the passport and refuses an expired one', async ({ page }) => {
  // A whole step 2 filled in field by field, with axe scans: more than 30 s on a busy machine.
  test.slow();
  await page.goto('/b/PAS-INDIA');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await continueAsGuest(page, 'erika@example.com');
  await expect(page.getByText('Für diese Reise brauchen wir die Reisepassdaten.')).toHaveCount(2);
  await fillStepTwo(page, {
    travellers: 1,
    passport: { number: 'C01X00T47', issued: '2020-03-01', expires: '2020-12-31' },
  });
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  const first = page.getByRole('region', { name: '1. Reisende/r: Rechnungsempfänger' });
  await expect(
    first.getByText(/^Reisepass gültig bis des 1\. Reisenden darf nicht kleiner als \d{2}\.\d{2}\.\d{4} sein$/),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/user$/);
  await expectNoAxeViolations(page, 'step 2 with an expired passport');
  for (const region of [first, page.getByRole('region', { name: '2. Reisende/r' })])
    await fillDate(region, 'Reisepass gültig bis', '2034-12-31');
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page).toHaveURL(/#\/overview$/);
  // Passport numbers stay with the tab: never in localStorage.
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('C01X00T47');
});

test('step 2 in Italian: its labels and messages, and going on by keyboard only', async ({ page }) => {
  test.slow();
  await page.goto('/it/b/GRP-ALPS');
  await page
    .getByRole('button', { name: /^Scegli le date / })
    .first()
    .click();
  await page.getByLabel('Numero di viaggiatori').fill('1');
  await page.getByRole('button', { name: 'Aggiungi Camera singola' }).click();
  await page.getByRole('button', { name: 'Avanti' }).click();
  const dialog = page.getByRole('dialog', { name: 'Come vuoi prenotare?' });
  await dialog.getByLabel('E-mail').fill('giulia@example.it');
  await dialog.getByRole('button', { name: 'Avanti' }).click();
  const customer = page.getByRole('region', { name: 'Dati di fatturazione e di contatto' });
  await expect(customer).toBeVisible();
  await page.getByRole('button', { name: 'Verifica i dati' }).press('Enter');
  await expect(customer.getByText('Nome è un campo obbligatorio.', { exact: true })).toBeVisible();
  await expect(customer.getByText('Scegli un appellativo.')).toBeVisible();
  // Keyboard only: the focus starts at the first marked field, the gender's radios.
  await expect(customer.getByRole('radio', { name: 'Signor', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(customer.getByRole('radio', { name: 'Signora', exact: true })).toBeChecked();
  const type = async (text: string) => {
    await page.keyboard.press('Tab');
    await page.keyboard.type(text);
  };
  // (The title is asked on request, folded further down: the names follow the gender.)
  await type('Giulia');
  await type('Rossi');
  await type('12');
  await type('03');
  await type('1985');
  await type('Via Roma');
  await type('5');
  await type('20121');
  await type('Milano');
  // The country type-ahead: Italy by name, then Enter on the suggestion.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Italia');
  await expect(customer.getByRole('option', { name: 'Italia' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(customer.getByRole('combobox', { name: 'Paese' })).toHaveValue('Italia');
  await page.keyboard.press('Tab'); // e-mail, filled from the dialog
  await type('giulia@example.it');
  await page.keyboard.press('Tab'); // the phone's country
  await type('02 1234 5678');
  await expect(customer.getByRole('textbox', { name: 'Telefono', exact: true })).toBeFocused();
  await customer.getByRole('textbox', { name: 'Telefono', exact: true }).press('Enter');
  await expect(page).toHaveURL(/#\/overview$/);
});
