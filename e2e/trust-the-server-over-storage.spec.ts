import type { Page } from '@playwright/test';
import {
  bookButton,
  chooseDateAndRooms,
  euros,
  expect,
  expectNoAxeViolations,
  goToOverviewAsGuest,
  mockBookings,
  raiseTwinRooms,
  test,
} from './fixtures';

const KEY = 'persist:booking:GRP-ALPS';

/**
 * Changes the stored booking as someone with the browser's developer tools could, once the page
 * has written what was chosen (its storage attaches after the page's calls) and nothing is pending.
 */
async function tamper(page: Page, change: (stored: Record<string, unknown>) => void) {
  const read = () => page.evaluate((key) => localStorage.getItem(key), KEY);
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        const now = await read();
        const party =
          now === null
            ? null
            : (JSON.parse((JSON.parse(now) as Record<string, string>).party ?? '{}') as { pax?: unknown });
        const settled = now !== null && now === last && party?.pax !== null && party?.pax !== undefined;
        last = now;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
  await page.evaluate(
    ({ key, source }) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
      const parsed = Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, JSON.parse(v) as unknown]));
      (new Function('stored', source) as (s: Record<string, unknown>) => void)(parsed);
      localStorage.setItem(
        key,
        JSON.stringify(Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, JSON.stringify(v)]))),
      );
    },
    { key: KEY, source: `(${change.toString()})(stored)` },
  );
}

test('a stored price of € 1 never lowers the total: the prices of today come back, and the page says so', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  const total = page.getByRole('complementary', { name: 'Deine Preisübersicht' }).locator('.price-overview__total');
  await expect(total).toContainText('€ 5.030,–');
  await tamper(page, (stored) => {
    // The date and the room type as the booking last saw them: the party names them by id.
    const { lastSeen } = stored as { lastSeen: { schedules: { price: number }[] } };
    for (const date of lastSeen.schedules) date.price = 1;
  });
  await page.reload();
  await expect(page.getByText('Die Preise wurden auf den aktuellen Stand gebracht.')).toBeVisible();
  await expect(total).toContainText('€ 5.030,–');
  await expectNoAxeViolations(page, 'step 1 saying the prices were brought up to date');
  await page.getByRole('button', { name: 'Verstanden' }).click();
  await expect(page.getByText('Die Preise wurden auf den aktuellen Stand gebracht.')).toBeHidden();
});

test('a stored party of 10,000 never renders; the rest of the booking stays', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await tamper(page, (stored) => {
    (stored as { party: { pax: number } }).party.pax = 10000;
  });
  const started = Date.now();
  await page.reload();
  await expect(page.getByText('Dein Termin')).toBeVisible();
  await expect(page.getByLabel('Anzahl Reisende')).toHaveValue('');
  expect(await page.locator('input').count()).toBeLessThan(100);
  expect(Date.now() - started).toBeLessThan(10_000);
});

test('two trips in two tabs keep their bookings apart', async ({ page, context }) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 3, rooms: ['Doppelzimmer', 'Einzelzimmer'] });
  const other = await context.newPage();
  await other.goto('/b/NOF-DOLOMITES');
  await other
    .getByRole('button', { name: /^Termin .* auswählen$/ })
    .first()
    .click();
  await other.getByLabel('Anzahl Reisende').fill('2');
  await page.reload();
  await expect(page.getByLabel('Anzahl Reisende')).toHaveValue('3');
  await other.reload();
  await expect(other.getByLabel('Anzahl Reisende')).toHaveValue('2');
});

test('after a successful submit no personal data stays in the browser', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page);
  expect(await page.evaluate((key) => localStorage.getItem(key) ?? '', KEY)).toContain('Erika');
  await bookButton(page).click();
  await expect(page).toHaveURL(/\/booking\/ASI-100001$/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  // The demo's stand-in server keeps its own records in this browser (asi-mock-state): not the app's.
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key !== 'asi-mock-state')
      .map((key) => `${key}=${localStorage.getItem(key) ?? ''}`)
      .join('\n'),
  );
  expect(stored).not.toContain('Erika');
  expect(stored).not.toContain('erika@example.com');
});

test('a booking last changed 31 days ago and missing from the index comes back without personal data; the trip choices stay', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  const total = page.getByRole('complementary', { name: 'Deine Preisübersicht' }).locator('.price-overview__total');
  await expect(total).toContainText('€ 5.030,–');
  await tamper(page, (stored) => {
    const booking = stored as {
      travellers: { user: { firstname: string; email: string } };
      _stamp: { at: number };
    };
    booking.travellers.user.firstname = 'Erika';
    booking.travellers.user.email = 'erika@example.com';
    booking._stamp.at = Date.now() - 31 * 24 * 60 * 60 * 1000;
  });
  await page.evaluate(() => localStorage.removeItem('asi-bookings'));
  await page.reload();
  await expect(page.getByText(/persönlichen Angaben daraus gelöscht/)).toBeVisible();
  await expect(total).toContainText('€ 5.030,–');
  expect(await page.evaluate((key) => localStorage.getItem(key) ?? '', KEY)).not.toContain('Erika');
});

test('a booking stored three days ago opens step 3 at the server’s price of today: the raised total and the word that prices changed, before any submit', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page, { date: 3 });
  const total = page.getByTestId('overview-total');
  const before = euros(await total.innerText());
  // Three days later: the server asks € 100 more a person for the twin rooms.
  await raiseTwinRooms(page, 100);
  await tamper(page, (stored) => {
    (stored as { _stamp: { at: number } })._stamp.at = Date.now() - 3 * 24 * 60 * 60 * 1000;
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Übersicht prüfen', level: 2 })).toBeVisible();
  await expect(page.getByText('Die Preise wurden auf den aktuellen Stand gebracht.')).toBeVisible();
  await expect.poll(async () => euros(await total.innerText())).toBe(before + 200);
  expect(await mockBookings(page)).toEqual([]);
  await expectNoAxeViolations(page, 'step 3 at the prices of today');
});
