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

test('a compulsory upgrade the server sends broken fails the upgrades: the page says so and offers a retry instead of a lower price', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const real = await page.evaluate(async () => (await fetch('/fapi/upgrade/GRP-ALPS')).json() as Promise<unknown[]>);
  const broken = real.map((entry) => {
    const e = entry as { compulsoryPaxMin: number | null; price: unknown };
    return e.compulsoryPaxMin !== null ? { ...e, price: 'broken' } : e;
  });
  await page.evaluate(async (body) => {
    await fetch('/__mock/reset', { method: 'POST' });
    await fetch('/__mock/fail', {
      method: 'POST',
      body: JSON.stringify({ family: 'upgrade', kind: 'reply', body, times: 1 }),
    });
  }, broken);
  await page.reload();
  // The error overlay names the broken reply first.
  await page.getByRole('button', { name: 'Schließen', exact: true }).last().click();
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await expect(page.getByText('Die Zusatzleistungen konnten nicht geladen werden.')).toBeVisible();
  await page.getByRole('button', { name: 'Erneut versuchen' }).first().click();
  await expect(page.getByText('Die Zusatzleistungen konnten nicht geladen werden.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Zusatzleistungen' }).getByText('Kurtaxe')).toBeVisible();
});
