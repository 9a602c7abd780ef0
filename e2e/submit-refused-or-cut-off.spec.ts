import {
  bookButton,
  bookingKeys,
  euros,
  expect,
  expectNoAxeViolations,
  failNext,
  goToOverviewAsGuest,
  mockBookings,
  raiseTwinRooms,
  test,
} from './fixtures';

test('a submit the server refuses for a raised price: its message at the payment area, the fresh total before and after, and the next press books at it under the same key', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page, { date: 3 });
  const keys = bookingKeys(page);
  const total = page.getByTestId('overview-total');
  const before = await total.innerText();
  // The server raises every twin room by € 100 a person and refuses the booking at the old price.
  await raiseTwinRooms(page, 100);
  await failNext(page, {
    family: 'booking',
    kind: 'error',
    status: 409,
    message: 'Der Preis dieser Reise hat sich geändert.',
    times: 1,
  });
  await bookButton(page).click();
  await expect(page.locator('#submit-error')).toContainText('Der Preis dieser Reise hat sich geändert.');
  const notice = page.getByRole('alert').filter({ hasText: 'Die Preise haben sich inzwischen geändert' });
  await expect(notice).toContainText(`Gesamtpreis bisher ${before.replace(/\s*\*$/, '')}`);
  const after = await total.innerText();
  expect(euros(after)).toBe(euros(before) + 200);
  await expect(notice).toContainText(`jetzt ${after.replace(/\s*\*$/, '')}`);
  await expect(page.locator('#submit-error')).toBeFocused();
  expect(await mockBookings(page)).toEqual([]);
  await expectNoAxeViolations(page, 'a submit refused for a changed price');
  await bookButton(page).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  const bookings = await mockBookings(page);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]?.payload).toMatchObject({ totals: { totalPrice: euros(after) } });
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('a submit whose answer is lost: the page says it may have arrived, asks again when the connection is back, and shows the one booking made', async ({
  page,
  context,
}) => {
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page, { date: 3 });
  const keys = bookingKeys(page);
  // The server books; the answer never reaches the browser.
  await failNext(page, { family: 'booking', kind: 'lost', times: 1 });
  await bookButton(page).click();
  const box = page.getByRole('alertdialog', { name: 'Ist deine Buchung angekommen?' });
  await expect(box.getByRole('button', { name: 'Jetzt nachfragen' })).toBeFocused();
  await expect(box).toContainText('Dabei wird nichts doppelt gebucht oder berechnet.');
  expect(await mockBookings(page)).toHaveLength(1);
  // Nothing behind the box can start a second booking, the step bar included.
  await expect(page.locator('.page')).toHaveAttribute('inert', '');
  await context.setOffline(true);
  await expect(box).toContainText('Du bist gerade offline.');
  await expectNoAxeViolations(page, 'a submit whose answer is outstanding');
  await page.screenshot({ path: 'test-results/submit-unsettled-de.png' });
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  const bookings = await mockBookings(page);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]?.payload).toMatchObject({ newsletter: false });
  expect(keys).toEqual([keys[0], keys[0]]);
});

test('a submit cut off before it arrived, then a reload: the page asks at once with the same key and the booking is made once', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page, { date: 3 });
  const keys = bookingKeys(page);
  await failNext(page, { family: 'booking', kind: 'network', times: 1 });
  await bookButton(page).click();
  await expect(page.getByRole('alertdialog', { name: 'Ist deine Buchung angekommen?' })).toBeVisible();
  expect(await mockBookings(page)).toHaveLength(0);
  // The stored booking changes meanwhile (another tab ticks the newsletter): what is asked again is what was sent.
  await page.evaluate(() => {
    const key = 'persist:booking:GRP-ALPS';
    const outer = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
    const checkout = JSON.parse(outer.checkout ?? '{}') as Record<string, unknown>;
    localStorage.setItem(
      key,
      JSON.stringify({ ...outer, checkout: JSON.stringify({ ...checkout, newsletter: true }) }),
    );
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  const bookings = await mockBookings(page);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]?.payload).toMatchObject({ newsletter: false });
  expect(keys).toEqual([keys[0], keys[0]]);
});
