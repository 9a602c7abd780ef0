import {
  answerOverview,
  bookButton,
  chooseDateAndRooms,
  continueAsGuest,
  expect,
  expectNoAxeViolations,
  fillStepTwo,
  goToOverviewAsGuest,
  test,
} from './fixtures';

test('a guest walks through the three steps; a reload on each keeps everything', async ({ page }) => {
  // A whole step 2 filled in field by field, with axe scans: more than 30 s on a busy machine.
  test.slow();
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 3, rooms: ['Doppelzimmer', 'Einzelzimmer'] });
  await expect(page.getByText('Alle Reisenden haben ein Zimmer.')).toBeVisible();
  await expectNoAxeViolations(page, 'step 1 with rooms');
  await page.reload();
  await expect(page.getByLabel('Anzahl Reisende')).toHaveValue('3');
  await expect(
    page.getByRole('status', { name: /Doppelzimmer: 1 gebucht/ }).or(page.getByLabel('Doppelzimmer: 1 gebucht')),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Weiter' }).click();
  await expectNoAxeViolations(page, 'user-selection dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
  await continueAsGuest(page, 'erika@example.com');
  await expect(page).toHaveURL(/#\/user$/);
  await expect(page.getByRole('heading', { name: 'Deine Daten', level: 2 })).toBeVisible();
  await fillStepTwo(page, { travellers: 2 });
  await page.reload();
  const customer = page.getByRole('region', { name: 'Rechnungs- und Kontaktdaten' });
  const email = customer.getByRole('textbox', { name: 'E-Mail', exact: true });
  await expect(customer.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveValue('Erika');
  await expect(customer.getByRole('textbox', { name: 'Nachname', exact: true })).toHaveValue('Mustermann');
  await expect(
    page.getByRole('region', { name: '3. Reisende/r' }).getByRole('textbox', { name: 'Vorname', exact: true }),
  ).toHaveValue('Max3');
  await email.fill('');
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page.getByText('E-Mail ist ein Pflichtfeld.')).toBeVisible();
  await expect(email).toBeFocused();
  await expectNoAxeViolations(page, 'step 2 with an error');
  await email.fill('erika@example');
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page.getByText('Die E-Mail-Adresse ist nicht korrekt. Bitte überprüfe deine Eingabe.')).toBeVisible();
  await email.fill('erika@example.com');
  await page.getByRole('button', { name: 'Daten prüfen' }).click();

  await expect(page).toHaveURL(/#\/overview$/);
  await expect(page.getByRole('heading', { name: 'Übersicht prüfen', level: 2 })).toBeVisible();
  await expect(page.locator('.price-table__total')).toHaveText('€ 7.945,–');
  await expectNoAxeViolations(page, 'step 3');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Übersicht prüfen', level: 2 })).toBeVisible();
  await expect(page.getByText('erika@example.com')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Buchungsschritte' })
    .getByRole('link', { name: /Deine Reise/ })
    .click();
  await expect(page.getByLabel('Anzahl Reisende')).toHaveValue('3');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Übersicht prüfen', level: 2 })).toBeVisible();
});

test('guards: /user and /overview without a complete step 1 go to step 1, /overview before step 2 to step 2', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS#/user');
  await expect(page).toHaveURL(/#\/schedule$/);
  await page.goto('/b/GRP-ALPS#/overview');
  await expect(page).toHaveURL(/#\/schedule$/);
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  // Rooms alone are not step 1: the user selection belongs to it.
  await page.goto('/b/GRP-ALPS#/overview');
  await expect(page).toHaveURL(/#\/schedule$/);
  await continueAsGuest(page, 'erika@example.com');
  await expect(page).toHaveURL(/#\/user$/);
  await page.goto('/b/GRP-ALPS#/overview');
  await expect(page).toHaveURL(/#\/user$/);
  await page.goto('/b/GRP-ALPS#/nowhere');
  await expect(page).toHaveURL(/#\/schedule$/);
});

test('the step bar opens step 2 only after step 1 and step 3 only after step 2 is complete', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  const bar = page.getByRole('navigation', { name: 'Buchungsschritte' });
  await expect(bar.getByRole('link')).toHaveCount(0);
  await chooseDateAndRooms(page, { pax: 1, rooms: ['Einzelzimmer'] });
  await expect(bar.getByRole('link')).toHaveCount(0);
  await continueAsGuest(page, 'max@example.com');
  await fillStepTwo(page, { firstname: 'Max', lastname: 'Muster', email: 'max@example.com', travellers: 0 });
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page).toHaveURL(/#\/overview$/);
  await bar.getByRole('link', { name: /Deine Daten/ }).click();
  await expect(bar.getByRole('link', { name: /Übersicht/ })).toBeVisible();
});

test('a submitted booking lands on its confirmation page', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page, { acceptTerms: false });
  await bookButton(page).click();
  await expect(page.getByText('Bitte akzeptiere die Reisebedingungen.')).toBeVisible();
  await answerOverview(page);
  await bookButton(page).click();
  await expect(page).toHaveURL(/\/booking\/ASI-100001$/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  await expect(page.getByText('Deine Buchung ASI-100001 ist bei uns eingegangen.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'confirmation page');
});

test('an unknown trip says it does not exist and leads to every trip', async ({ page }) => {
  await page.goto('/b/NO-SUCH-TRIP');
  await expect(page.getByRole('heading', { name: 'Diese Reise gibt es nicht', level: 1 })).toBeVisible();
  await expect(page.getByText('Diese Reise gibt es nicht.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'unknown trip');
  await page.getByRole('link', { name: 'Alle Reisen ansehen' }).click();
  await expect(page).toHaveURL(/\/$/);
});
