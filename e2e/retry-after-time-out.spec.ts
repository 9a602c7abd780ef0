import { chooseDateAndRooms, expect, test } from './fixtures';

// A first-page call that never answers: after the client's time-out the page says so and offers a
// retry; the server is back; the retry ends what still hangs, asks afresh and restores the booking.
for (const [family, path] of [
  ['travel', '/fapi/travel/GRP-ALPS'],
  ['schedule', '/fapi/schedule/GRP-ALPS'],
] as const) {
  test(`the ${family} call hangs, then a retry asks afresh and the stored date comes back`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto('/b/GRP-ALPS');
    await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
    await page.evaluate(async (f) => {
      await fetch('/__mock/reset', { method: 'POST' });
      await fetch('/__mock/fail', { method: 'POST', body: JSON.stringify({ family: f, kind: 'hang', times: 1 }) });
    }, family);
    await page.reload();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === path) asked.push(request.url());
    });
    const retry = page.getByRole('button', { name: 'Erneut versuchen' }).first();
    await expect(retry).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Schließen', exact: true }).last().click();
    const clicked = Date.now();
    await retry.click();
    await expect(page.getByText('Alle Reisenden haben ein Zimmer.')).toBeVisible({ timeout: 5_000 });
    testInfo.annotations.push({ type: 'restored after (ms)', description: String(Date.now() - clicked) });
    expect(asked.length).toBeGreaterThanOrEqual(1);
    await expect(page.getByText(/wird geladen/)).toHaveCount(0);
  });
}
