import { dateButtons, expect, expectNoAxeViolations, failNext, test } from './fixtures';

test('a server error with no place of its own shows the overlay; close clears it; the page stays usable', async ({
  page,
}) => {
  // The country list has no place on step 1 that could say it failed: the overlay says it.
  await page.goto('/b/GRP-ALPS?mockFail=country:error:503');
  const overlay = page.getByRole('alertdialog', { name: 'Es ist ein Fehler aufgetreten' });
  await expect(overlay).toContainText('Der Server ist vorübergehend nicht erreichbar.');
  await expectNoAxeViolations(page, 'step 1 with the error overlay');
  // A modal <dialog>: focus starts on its close button; Tab, forwards and back, never reaches the
  // inert page behind it (past the last button the browser's own controls come, then the dialog again).
  await expect(overlay.getByRole('button', { name: 'Schließen' }).first()).toBeFocused();
  const reached: string[] = [];
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    reached.push(
      await overlay.evaluate((el) =>
        el.contains(document.activeElement)
          ? 'dialog'
          : document.activeElement === document.body
            ? 'browser'
            : `page: ${document.activeElement?.outerHTML.slice(0, 60) ?? ''}`,
      ),
    );
  }
  expect(reached.filter((where) => where.startsWith('page'))).toEqual([]);
  expect(reached.filter((where) => where === 'dialog').length).toBeGreaterThanOrEqual(4);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Alpenüberquerung/);
  await expect(dateButtons(page).first()).toBeEnabled();
});

test('a failure with a place of its own is said once, there, with why and the retry: never in the overlay too', async ({
  page,
}) => {
  await page.goto('/en/b/GRP-ALPS?mockFail=schedule:network,country:malformed');
  // The dates' place says what failed and why, in the page's language.
  const notice = page.getByRole('alert').filter({ hasText: 'The dates could not be loaded.' });
  await expect(notice).toContainText('No connection to the server.');
  // The overlay carries only the failure that has no place of its own.
  const overlay = page.getByRole('alertdialog', { name: 'An error has occurred' });
  await expect(overlay).toContainText('The server sent unexpected data.');
  await expect(overlay).not.toContainText('No connection');
  await overlay.getByRole('button', { name: 'Close' }).last().click();
  await expect(overlay).toBeHidden();
  await page.evaluate(() => fetch('/__mock/reset', { method: 'POST' }));
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: /^Select the dates / }).first()).toBeEnabled();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('failures can be switched on from the running demo and reset', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await expect(dateButtons(page).first()).toBeEnabled();
  await page.evaluate(() =>
    fetch('/__mock/fail', {
      method: 'POST',
      body: JSON.stringify({ family: 'travel', kind: 'error', message: 'Wartungsarbeiten bis <b>14 Uhr</b>' }),
    }),
  );
  await page.reload();
  // The trip's place says it failed with the server's own words (its HTML made safe), once.
  const main = page.locator('#main');
  await expect(page.getByRole('heading', { name: 'Die Reise konnte nicht geladen werden' })).toBeVisible();
  await expect(main.locator('b')).toHaveText('14 Uhr');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectNoAxeViolations(page, 'travel load failure page');
  await page.evaluate(() => fetch('/__mock/reset', { method: 'POST' }));
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(dateButtons(page).first()).toBeEnabled();
});

test('a wrong address gives a clear page', async ({ page }) => {
  await page.goto('/it/b/GRP-ALPS?pax=tanti');
  await expect(
    page.getByRole('heading', { name: 'Questa pagina è stata aperta con un indirizzo errato' }),
  ).toBeVisible();
  await expect(page.getByText('Il valore per «pax» non è valido.')).toBeVisible();
  await expectNoAxeViolations(page, 'config error page');
  await page.getByRole('link', { name: 'Apri la pagina di prenotazione senza questi dati' }).click();
  await expect(page.getByRole('button', { name: /^Scegli le date / }).first()).toBeEnabled();
});

test('when the app code cannot be loaded, the page says so in its language and offers a reload', async ({ page }) => {
  await page.route('**/assets/boot-*.js', (route) => route.abort('connectionfailed'));
  await page.goto('/en/b/GRP-ALPS');
  await expect(page.getByRole('alert')).toHaveText(
    /The page could not be loaded\. Please check your internet connection and reload the page\./,
  );
  await expectNoAxeViolations(page, 'start-up failure');
  await page.unroute('**/assets/boot-*.js');
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Crossing the Alps: on foot from Oberstdorf to Merano',
  );
});

test('when a part of step 1 cannot be loaded, trying again reloads it and keeps the booking', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await expect(dateButtons(page).first()).toBeEnabled();
  // The page has all it loads by itself (the calls and parts that follow its first paint); then
  // the connection drops before the parts that follow the date are loaded.
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
  await dateButtons(page).first().click();
  await expect(page.getByRole('alert')).toContainText(
    'Dieser Teil der Seite konnte nicht angezeigt werden. Deine Angaben sind gespeichert.',
  );
  await expectNoAxeViolations(page, 'a part that failed to load');
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { name: 'Zusatzleistungen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Termin ändern' })).toBeVisible();
});

test('an error overlay over an open dialog: Escape closes the overlay alone, the dialog keeps what was typed and its focus, then Escape closes it', async ({
  page,
}) => {
  const firstCountries = page.waitForResponse((response) => new URL(response.url()).pathname === '/fapi/country');
  await page.goto('/b/GRP-ALPS');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Alpenüberquerung/);
  // The first load's country list has come (it follows the first paint), so the failure is the reload's.
  await firstCountries;
  // The country list fails late, while the person is writing a question.
  await failNext(page, { family: 'country', kind: 'error', status: 503, times: 1, delayMs: 2500 });
  await page.reload();
  const open = page.getByRole('button', { name: 'Frage zur Reise?' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Frage zur Reise' });
  const question = dialog.getByRole('textbox', { name: /^Deine Frage/ });
  await question.fill('Gibt es Leihstöcke?');
  const overlay = page.getByRole('alertdialog', { name: 'Es ist ein Fehler aufgetreten' });
  await expect(overlay).toBeVisible({ timeout: 10_000 });
  await expect(overlay.getByRole('button', { name: 'Schließen' }).first()).toBeFocused();
  await expectNoAxeViolations(page, 'the error overlay over the question dialog');
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(question).toHaveValue('Gibt es Leihstöcke?');
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
