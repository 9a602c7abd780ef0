import {
  bookButton,
  chooseDateAndRooms,
  euros,
  expect,
  expectNoAxeViolations,
  failNext,
  goToOverviewAsGuest,
  mockBookings,
  test,
} from './fixtures';

// Every path to the submit holds the rules (issue: a rule on every path): a voucher redeemed on
// step 3, then a new date chosen from the step bar, is checked again before it counts.

test('a voucher redeemed for one date is checked again after a new date from the step bar; refused, it goes, and the booking is sent at the total shown', async ({
  page,
}) => {
  test.slow();
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page, { date: 3 });
  await page.getByRole('textbox', { name: 'Gutscheincode' }).fill('SOMMER50');
  await page.getByRole('button', { name: 'Gutschein prüfen' }).click();
  await expect(page.getByText('Der Gutschein über € 50,– ist gültig.', { exact: false })).toBeVisible();

  // Back to step 1 by the step bar: another date, its room; then straight on to step 3.
  const bar = page.getByRole('navigation', { name: 'Buchungsschritte' });
  await bar.getByRole('link', { name: /Deine Reise/ }).click();
  await page.getByRole('button', { name: 'Termin ändern' }).click();
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'], date: 4 });
  await failNext(page, {
    family: 'voucher',
    kind: 'error',
    status: 422,
    message: 'Der Gutschein gilt nicht für diesen Termin.',
  });
  await bar.getByRole('link', { name: /Übersicht/ }).click();

  // The voucher is asked about again by itself: refused, its field says why and the total has no reduction.
  await expect(page.getByText('Der Gutschein gilt nicht für diesen Termin.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Gutscheincode' })).toHaveValue('SOMMER50');
  await expect(page.getByRole('button', { name: 'Gutschein entfernen' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'voucher refused again');
  const total = euros((await page.locator('.overview__total').textContent()) ?? '');

  await bookButton(page).click();
  await expect(page).toHaveURL(/\/booking\/ASI-\d+$/);
  // The confirmation page's mock server answers once the page is up.
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  const [booking] = await mockBookings(page);
  expect(booking?.payload).toMatchObject({ voucher: null, totals: { totalPrice: total } });
});

test('a success without a url (spec part 2 §4 "if a URL is returned the browser goes there") confirms on our own page', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page);
  await failNext(page, { family: 'booking', kind: 'reply', body: { bookingNo: 'ASI-7' } });
  await bookButton(page).click();
  await expect(page).toHaveURL(/\/booking\/ASI-7$/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  // The mock keeps no booking for a reply it was told to give: the page thanks with the number, never 'nicht gefunden'.
  await expect(page.getByText('Deine Buchung ASI-7 ist bei uns eingegangen.', { exact: false })).toBeVisible();
  await expect(page.getByText(/nicht gefunden/)).toHaveCount(0);
});
