import { chooseDateAndRooms, expect, expectNoAxeViolations, test } from './fixtures';

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
    // Said once, where it failed, with why: no overlay says it again.
    await expect(page.getByText('Der Server antwortet gerade nicht.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
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
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await expect(page.getByText('Die Zusatzleistungen konnten nicht geladen werden.')).toBeVisible();
  await page.getByRole('button', { name: 'Erneut versuchen' }).first().click();
  await expect(page.getByText('Die Zusatzleistungen konnten nicht geladen werden.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Zusatzleistungen' }).getByText('Kurtaxe')).toBeVisible();
});

// The calls that follow the date hang too: each section says its load failed after the time-out;
// the server is back, each retry asks afresh, and every choice made before the reload is there again.
const CHOSEN = [
  {
    family: 'upgrade',
    message: 'Die Zusatzleistungen konnten nicht geladen werden.',
    name: 'Zusätzlicher Gepäcktransport am Anreisetag',
  },
  { family: 'transfer', message: 'Die Transfers konnten nicht geladen werden.', name: 'Transfer Flughafen – Hotel' },
  { family: 'rail-fly', message: 'Rail & Fly konnte nicht geladen werden.', name: 'Rail&Fly 2. Klasse' },
] as const;

test('the calls after the date hang, then each retry asks afresh and every stored choice comes back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/b/GRP-ALPS');
  // A date more than six weeks ahead, where rail and fly is offered (spec part 2 §9).
  await chooseDateAndRooms(page, { pax: 1, rooms: ['Einzelzimmer'], date: 2 });
  for (const { name } of CHOSEN) await page.getByRole('button', { name: `${name} hinzufügen` }).click();
  await page.getByLabel('Nächte nach der Reise').first().fill('2');
  await page.getByLabel('Leih-Wanderschuhe – 1. Reisende/r').check();
  const overview = page.getByRole('complementary', { name: 'Deine Preisübersicht' });
  const totalLine = overview.locator('.price-overview__total');
  const total = await totalLine.textContent();
  await page.evaluate(
    async (families) => {
      await fetch('/__mock/reset', { method: 'POST' });
      for (const family of families)
        await fetch('/__mock/fail', { method: 'POST', body: JSON.stringify({ family, kind: 'hang', times: 1 }) });
    },
    [...CHOSEN.map((c) => c.family), 'accommodation', 'equipment', 'flight'],
  );
  const asked = new Set<string>();
  page.on('request', (request) => asked.add(new URL(request.url()).pathname));
  await page.reload();
  const failed = [
    ...CHOSEN.map((c) => c.message),
    'Die Verlängerungen konnten nicht geladen werden.',
    'Die Ausrüstung konnte nicht geladen werden.',
    'Die Flugdaten konnten nicht geladen werden.',
  ];
  for (const message of failed) {
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible({ timeout: 30_000 });
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Without the flights (or the upgrades) the price and whether the date is on request are unknown: step 1 waits.
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(
    page.getByText(/Die Flugdaten konnten nicht geladen werden, der Preis ist noch unvollständig/),
  ).toBeVisible();
  asked.clear();
  for (const message of failed) {
    await page
      .getByRole('alert')
      .filter({ hasText: message })
      .getByRole('button', { name: 'Erneut versuchen' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
  }
  // A retry's call starts a task after its notice goes (the family first loads its code): wait for it.
  await expect
    .poll(() =>
      [...asked].filter((path) => /\/fapi\/(upgrade|transfer|rail-fly|accommodation|equipment|flight)\b/.test(path)),
    )
    .toHaveLength(6);
  await expect(page.getByText(/Die Flugdaten konnten nicht geladen werden, der Preis/)).toHaveCount(0);
  for (const { name } of CHOSEN) {
    await expect(page.getByRole('button', { name: `${name} entfernen` })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByLabel('Nächte nach der Reise').first()).toHaveValue('2');
  await expect(page.getByLabel('Leih-Wanderschuhe – 1. Reisende/r')).toBeChecked();
  await expect(totalLine).toHaveText(total ?? '');
});

test('an optional transfer the server sends broken is left out, and the section says so quietly', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const real = await page.evaluate(async () => (await fetch('/fapi/transfer/GRP-ALPS')).json() as Promise<unknown[]>);
  await page.evaluate(
    async (body) => {
      await fetch('/__mock/reset', { method: 'POST' });
      await fetch('/__mock/fail', {
        method: 'POST',
        body: JSON.stringify({ family: 'transfer', kind: 'reply', body }),
      });
    },
    [...real, { service: { id: 999, name: 7 }, price: 'x' }],
  );
  await page.reload();
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  const transfers = page.getByRole('region', { name: 'Transfers' });
  await expect(transfers.getByText('Einige Leistungen konnten nicht angezeigt werden.')).toBeVisible();
  await expect(transfers.getByRole('button', { name: 'Transfer Flughafen – Hotel hinzufügen' })).toBeVisible();
  // No error overlay: the list is usable, and nothing of it could have been a charge the person cannot refuse.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectNoAxeViolations(page, 'step 1 with a transfer left out');
  await page.evaluate(() => fetch('/__mock/reset', { method: 'POST' }));
});
