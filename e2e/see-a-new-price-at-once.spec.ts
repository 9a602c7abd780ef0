import type { Page } from '@playwright/test';
import {
  answerOverview,
  bookButton,
  chooseDateAndRooms,
  continueAsGuest,
  declineInsurance,
  euros,
  expect,
  expectNoAxeViolations,
  failNext,
  fillStepTwo,
  mockBookings,
  test,
} from './fixtures';

// The booking keeps the person's choices; what a chosen date, room or service costs is the current
// reply's. A reply that comes again with a new price (a retry, a refresh) changes the total shown
// and sent at once, without a reload.

const TRANSFER = 'Transfer Flughafen – Hotel';
const FAILED = 'Die Transfers konnten nicht geladen werden.';

/** From now on the server asks `more` euros more for the airport transfer (service 51) of GRP-ALPS. */
const raiseTransfer = (page: Page, more: number) =>
  page.evaluate(async (raise) => {
    const list = (await (await fetch('/fapi/transfer/GRP-ALPS')).json()) as {
      price: number;
      service: { id: number; price: number };
    }[];
    const body = list.map((entry) =>
      entry.service.id === 51
        ? { ...entry, price: entry.price + raise, service: { ...entry.service, price: entry.service.price + raise } }
        : entry,
    );
    await fetch('/__mock/fail', { method: 'POST', body: JSON.stringify({ family: 'transfer', kind: 'reply', body }) });
  }, more);

test('a transfer whose list failed at the reload comes back dearer on the retry: the total shown, on step 3 and sent is the new one', async ({
  page,
}) => {
  test.slow();
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 1, rooms: ['Einzelzimmer'], date: 2 });
  await page.getByRole('button', { name: `${TRANSFER} hinzufügen` }).click();
  const total = page.getByRole('complementary', { name: 'Deine Preisübersicht' }).locator('.price-overview__total');
  await expect(total).toContainText('€');
  const before = euros(await total.innerText());

  // The transfers fail at the reload: the stored choice stays, at the price it was chosen for.
  await failNext(page, { family: 'transfer', kind: 'error', status: 503, times: 1 });
  await page.reload();
  const failed = page.getByRole('alert').filter({ hasText: FAILED });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => euros(await total.innerText())).toBe(before);
  await expectNoAxeViolations(page, 'step 1 with a failed transfer list and its stored choice');

  // Meanwhile the server asks € 30 more; the retry's answer counts at once.
  await raiseTransfer(page, 30);
  await failed.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByRole('button', { name: `${TRANSFER} entfernen` })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => euros(await total.innerText())).toBe(before + 30);

  await continueAsGuest(page, 'erika@example.com');
  await fillStepTwo(page, { travellers: 0 });
  await declineInsurance(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await answerOverview(page);
  await expect.poll(async () => euros(await page.getByTestId('overview-total').innerText())).toBe(before + 30);
  await bookButton(page).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  const [booking] = (await mockBookings(page)) as {
    payload: { totals: { totalPrice: number }; transfers: { service: { id: number }; price: number }[] };
  }[];
  expect(booking?.payload.totals.totalPrice).toBe(before + 30);
  expect(booking?.payload.transfers.find((t) => t.service.id === 51)?.price).toBe(75);
});
