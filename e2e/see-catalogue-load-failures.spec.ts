import { chooseDateAndRooms, continueAsGuest, dateButtons, expect, expectNoAxeViolations, test } from './fixtures';

const FAILING = [
  { family: 'upgrade', message: 'Die Zusatzleistungen konnten nicht geladen werden.' },
  { family: 'accommodation', message: 'Die Verlängerungen konnten nicht geladen werden.' },
  { family: 'equipment', message: 'Die Ausrüstung konnte nicht geladen werden.' },
  { family: 'transfer', message: 'Die Transfers konnten nicht geladen werden.' },
  { family: 'rail-fly', message: 'Rail & Fly konnte nicht geladen werden.' },
];

test('failed upgrades, extensions, equipment, transfers and rail and fly each say so, can be tried again, and step 1 stays usable', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await expect(dateButtons(page).first()).toBeEnabled();
  // This first visit's own calls of these families (they follow the first paint) have answered, so
  // none of them takes a failure meant for the page after the reload.
  await page.waitForLoadState('networkidle');
  // Each family fails once: the page's first call fails, the retry succeeds.
  await page.evaluate(
    async (families) => {
      for (const family of families)
        await fetch('/__mock/fail', { method: 'POST', body: JSON.stringify({ family, kind: 'error', times: 1 }) });
    },
    FAILING.map((f) => f.family),
  );
  await page.reload();
  // A date more than six weeks ahead, where rail and fly is offered (spec part 2 §9).
  await chooseDateAndRooms(page, { pax: 1, rooms: ['Einzelzimmer'], date: 2 });
  // One message per failure: each said in its place with why, none again in an overlay.
  for (const { message } of FAILING)
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: message })
        .filter({ hasText: 'Der Server ist vorübergehend nicht erreichbar.' }),
    ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectNoAxeViolations(page, 'step 1 with failed catalogue calls');
  // The rest of the page works: the room is counted in the overview.
  const overview = page.getByRole('complementary', { name: 'Deine Preisübersicht' });
  await expect(overview.getByText('Einzelzimmer')).toBeVisible();

  for (const { message } of FAILING) {
    const notice = page.getByRole('alert').filter({ hasText: message });
    await notice.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(notice).toBeHidden();
  }
  await expect(page.getByText('Kurtaxe').first()).toBeVisible();
  await expect(page.getByLabel('Nächte nach der Reise').first()).toBeVisible();
  await expect(page.getByLabel('E-Bike für den Radtag – 1. Reisende/r')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rail & Fly' })).toBeVisible();
  await continueAsGuest(page, 'gast@example.com');
  await expect(page.getByRole('heading', { name: 'Deine Daten', level: 2 })).toBeVisible();
});
