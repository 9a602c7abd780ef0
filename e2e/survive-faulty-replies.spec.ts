import {
  answerOverview,
  bookButton,
  chooseDateAndRooms,
  continueAsGuest,
  declineInsurance,
  expect,
  expectNoAxeViolations,
  failNext,
  fillStepTwo,
  goToOverviewAsGuest,
  test,
} from './fixtures';

test('a hanging login never traps the person: Abbrechen closes the dialog and the guest way still works', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await failNext(page, { family: 'login_check', kind: 'hang', times: 1 });
  await page.getByRole('button', { name: 'Weiter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wie möchtest du buchen?' });
  await dialog.getByLabel('E-Mail').fill('kunde@example.com');
  await dialog.getByLabel('Mit meinem Konto').check();
  await dialog.getByLabel('Passwort').fill('reisen123');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Anmeldung läuft');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await continueAsGuest(page, 'gast@example.com');
  await expect(page.getByRole('heading', { name: 'Deine Daten', level: 2 })).toBeVisible();
});

test('a login that meets a server fault says the service is unavailable, in Italian', async ({ page }) => {
  await page.goto('/it/b/GRP-ALPS');
  await page
    .getByRole('button', { name: /^Scegli le date / })
    .first()
    .click();
  await page.getByLabel('Numero di viaggiatori').fill('2');
  await page.getByRole('button', { name: 'Aggiungi Camera doppia' }).click();
  await failNext(page, { family: 'login_check', kind: 'html', status: 502, times: 1 });
  await page.getByRole('button', { name: 'Avanti' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill('kunde@example.com');
  await dialog.getByLabel('Con il mio account').check();
  await dialog.getByLabel('Password').fill('reisen123');
  await dialog.getByRole('button', { name: 'Avanti' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    "L'accesso non è possibile al momento. Riprova più tardi o prenota come ospite.",
  );
  await expectNoAxeViolations(page, 'login unavailable');
});

for (const url of [
  '//evil.example/x',
  '/\\evil.example/x',
  'https://evil.example/pay',
  'javascript:window.__pwned=1',
]) {
  test(`a submit reply pointing to ${url} never leaves the site: the app's own confirmation shows`, async ({
    page,
  }) => {
    await page.goto('/b/GRP-ALPS');
    await goToOverviewAsGuest(page);
    await failNext(page, { family: 'booking', kind: 'reply', body: { url, bookingNo: 'ASI-777' }, times: 1 });
    await bookButton(page).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/booking\/ASI-777$/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
}

test('a submit reply without a safe address or number confirms on the page itself', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page);
  await failNext(page, { family: 'booking', kind: 'reply', body: { url: 'https://evil.example/' }, times: 1 });
  await bookButton(page).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  await expect(page).toHaveURL(/\/b\/GRP-ALPS#\/overview$/);
});

test('a submit that meets a proxy error page (502: the answer lost on the way) says in words that it may have arrived, and asking again books once', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page);
  await failNext(page, { family: 'booking', kind: 'html', status: 502, times: 1 });
  await bookButton(page).click();
  const box = page.getByRole('alertdialog', { name: 'Ist deine Buchung angekommen?' });
  await expect(box.getByRole('button', { name: 'Jetzt nachfragen' })).toBeFocused();
  await expect(box).not.toContainText('<');
  await expectNoAxeViolations(page, 'submit failed with a proxy page');
  // Asking again books once.
  await box.getByRole('button', { name: 'Jetzt nachfragen' }).click();
  await expect(page).toHaveURL(/\/booking\/ASI-100001$/);
});

test('a double click on submit books once; a double click on Daten prüfen adds one history entry', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await continueAsGuest(page, 'erika@example.com');
  await fillStepTwo(page);
  await declineInsurance(page);
  const length = await page.evaluate(() => history.length);
  await page.getByRole('button', { name: 'Daten prüfen' }).dblclick();
  await expect(page).toHaveURL(/#\/overview$/);
  expect(await page.evaluate(() => history.length)).toBe(length + 1);
  await answerOverview(page);
  await bookButton(page).dblclick();
  await expect(page).toHaveURL(/\/booking\/ASI-100001$/);
  // The confirmation page has booted (its mock server answers again) before the state is read.
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  const state = await page.evaluate(
    async () => (await (await fetch('/__mock/state')).json()) as { bookings: unknown[] },
  );
  expect(state.bookings).toHaveLength(1);
});

test('a badly encoded hash or query is ignored and the rest of the address still applies', async ({ page }) => {
  await page.goto('/b/GRP-ALPS?pax=2&schedule=%E0%A4%A#/schedule/%E0%A4%A');
  await expect(page.getByRole('heading', { name: 'Deine Reise', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Anzahl Reisende')).toHaveValue('2');
});

test('failed upgrades keep the price marked incomplete and Weiter waiting until a retry loads them', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS?mockFail=upgrade:error:503');
  await chooseDateAndRooms(page, { pax: 1, rooms: ['Einzelzimmer'] });
  const overview = page.getByRole('complementary', { name: 'Deine Preisübersicht' });
  await expect(
    overview.getByText('Die Zusatzleistungen konnten nicht geladen werden, der Preis ist noch unvollständig.', {
      exact: false,
    }),
  ).toBeVisible();
  // Until the compulsory services are there, no figure reads as the total (nor as a payment plan).
  await expect(overview.getByText('Gesamtpreis')).toHaveCount(0);
  await expect(overview.getByText('Zahlungsplan')).toHaveCount(0);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'der Preis ist noch unvollständig' })).toBeVisible();
  await page.evaluate(async () => {
    await fetch('/__mock/reset', { method: 'POST' });
  });
  await page
    .getByRole('alert')
    .filter({ hasText: 'Die Zusatzleistungen konnten nicht geladen werden.' })
    .getByRole('button', { name: 'Erneut versuchen' })
    .click();
  await expect(overview.getByText('Kurtaxe', { exact: false })).toBeVisible();
  await continueAsGuest(page, 'gast@example.com');
  await expect(page.getByRole('heading', { name: 'Deine Daten', level: 2 })).toBeVisible();
});
