import type { Page } from '@playwright/test';
import {
  bookButton,
  chooseDateAndRooms,
  dateButtons,
  euros,
  expect,
  expectNoAxeViolations,
  goToOverviewAsGuest,
  mockBookings,
  raiseTwinRooms,
  test,
} from './fixtures';

interface ScheduleReply {
  start: string;
  roomType: string;
  bookable: boolean;
}

/** The dates reply with the first bookable date's twin room broken ('2490 €' for a price), once. */
async function twinBrokenOnce(page: Page) {
  await page.evaluate(async () => {
    const list = (await (await fetch('/fapi/schedule/GRP-ALPS')).json()) as ScheduleReply[];
    const start = list.find((s) => s.bookable)?.start;
    const body = list.map((s) => (s.start === start && s.roomType === 'twin' ? { ...s, price: '2490 €' } : s));
    await fetch('/__mock/fail', {
      method: 'POST',
      body: JSON.stringify({ family: 'schedule', kind: 'reply', body, times: 1 }),
    });
  });
}

// A date's broken room is never a silent re-pricing: the date says it came incomplete, offers the
// retry, and is not offered (nor priced) until it is whole.
test('a date whose room came broken is marked incomplete and not offered; the retry brings it back whole', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await expect(dateButtons(page).first()).toBeVisible();
  const first = await dateButtons(page).first().getAttribute('aria-label');
  await twinBrokenOnce(page);
  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: 'Einige Termine kamen unvollständig an' });
  await expect(notice).toBeVisible();
  const row = page.locator('.schedule-table__row').first();
  await expect(row).toContainText('unvollständig geladen');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: first ?? '' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a date that came incomplete');
  await notice.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: first ?? '' })).toBeVisible();
});

test('the chosen date coming back incomplete keeps its room, shows no total and holds step 1 until the retry', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  const overview = page.getByRole('complementary', { name: 'Deine Preisübersicht' });
  await expect(overview.locator('.price-overview__total')).toContainText('€ 5.030,–');
  await twinBrokenOnce(page);
  await page.reload();
  await expect(
    overview.getByText('Die Zimmer dieses Termins konnten nicht vollständig geladen werden', { exact: false }),
  ).toBeVisible();
  // Never a total without the twin room (two single rooms: € 5.830,–), nor the room called gone.
  await expect(overview.locator('.price-overview__total')).toHaveCount(0);
  await expect(page.getByText('Ein gewähltes Zimmer ist nicht mehr verfügbar.', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Die Zimmer dieses Termins konnten nicht vollständig geladen werden' }),
  ).toBeVisible();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Einige Termine kamen unvollständig an' })
    .getByRole('button', { name: 'Erneut versuchen' })
    .click();
  await expect(overview.locator('.price-overview__total')).toContainText('€ 5.030,–');
});

test('flights that failed to load are not "auf Anfrage": the price waits with its own message', async ({ page }) => {
  await page.goto('/b/GRP-ALPS?mockFail=flight:error:503');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  const overview = page.getByRole('complementary', { name: 'Deine Preisübersicht' });
  await expect(
    overview.getByText('Die Flugdaten konnten nicht geladen werden, der Preis ist noch unvollständig', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByText('Einzelne Leistungen sind auf Anfrage', { exact: false })).toHaveCount(0);
  await expect(overview.locator('.price-overview__total')).toHaveCount(0);
});

test('step 3 left open past its prices’ time: the submit asks again, shows the raised total beside it, and books only at the next press', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page, { date: 3 });
  const total = page.getByTestId('overview-total');
  const before = await total.innerText();
  // Meanwhile the server raises every twin room by € 100 a person.
  await raiseTwinRooms(page, 100);
  await page.clock.fastForward('20:00');
  await bookButton(page).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Die Preise haben sich inzwischen geändert' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`Gesamtpreis bisher ${before.replace(/\s*\*$/, '')}`);
  const after = await total.innerText();
  expect(euros(after)).toBe(euros(before) + 200);
  await expect(notice).toContainText(`jetzt ${after.replace(/\s*\*$/, '')}`);
  expect(await mockBookings(page)).toEqual([]);
  await expect(page.locator('#price-change')).toBeFocused();
  await bookButton(page).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  const bookings = await mockBookings(page);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]?.payload).toMatchObject({ totals: { totalPrice: euros(after) } });
});
