import { chooseDateAndRooms, continueAsGuest, expect, expectNoAxeViolations, test } from './fixtures';

test('a guest books GRP-ALPS for 4 in two twins with an e-bike and a post extension, and reaches step 2 with the right total', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 4, rooms: ['Doppelzimmer', 'Doppelzimmer'] });
  await expect(page.getByText('Kurtaxe').first()).toBeVisible();
  await expect(page.getByText('inkludiert')).toBeVisible();
  await page.getByLabel('E-Bike für den Radtag – 1. Reisende/r').check();
  await page.getByLabel('Nächte nach der Reise').nth(0).fill('3');
  await page.getByRole('button', { name: 'Weiter' }).click();
  // The e-bike needs body size and weight (spec part 1 §5): the first missing field gets focus.
  await expect(page.getByText('Körpergröße (cm) – 1. Reisende/r ist ein Pflichtfeld')).toBeVisible();
  await expect(page.getByLabel('Körpergröße (cm) – 1. Reisende/r')).toBeFocused();
  await expectNoAxeViolations(page, 'step 1 with field errors');
  await page.getByLabel('Körpergröße (cm) – 1. Reisende/r').fill('99');
  await page.getByLabel('Körpergewicht (kg) – 1. Reisende/r').fill('72');
  await expect(page.getByText('Körpergröße (cm) – 1. Reisende/r darf nicht kleiner als 100 sein')).toBeVisible();
  await page.getByLabel('Körpergröße (cm) – 1. Reisende/r').fill('178');
  const overview = page.getByRole('complementary', { name: 'Deine Preisübersicht' });
  await expect(overview.getByText('Verlängerung Meran, 3 Nächte')).toBeVisible();
  // rooms 4 × 2490, Kurtaxe 4 × 25, e-bike 180, Meran 3 nights × 85 × 4
  await expect(overview.locator('.price-overview__total')).toContainText('€ 11.260,–');
  await expectNoAxeViolations(page, 'step 1 complete');
  await page.reload();
  await expect(overview.locator('.price-overview__total')).toContainText('€ 11.260,–');
  await expect(page.getByLabel('Körpergröße (cm) – 1. Reisende/r')).toHaveValue('178');
  await continueAsGuest(page, 'gast@example.com');
  await expect(page.getByRole('heading', { name: 'Deine Daten', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-Mail', exact: true })).toHaveValue('gast@example.com');
  await expect(overview.locator('.price-overview__total')).toContainText('€ 11.260,–');
});

test('rooms of different types clear the extension and offer none (spec part 1 §4)', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await page.getByLabel('Nächte nach der Reise').nth(0).fill('2');
  const overview = page.getByRole('complementary', { name: 'Deine Preisübersicht' });
  await expect(overview.getByText('Verlängerung Meran, 2 Nächte')).toBeVisible();
  await page.getByLabel('Anzahl Reisende').fill('3');
  await page.getByRole('button', { name: 'Einzelzimmer hinzufügen' }).click();
  await expect(overview.getByText(/Verlängerung Meran/)).toBeHidden();
  await expect(
    page.getByText('Verlängerungen sind nur buchbar, wenn alle Zimmer denselben Zimmertyp haben.'),
  ).toBeVisible();
  await expect(page.getByLabel('Nächte nach der Reise')).toHaveCount(0);
});

test('on a phone the overview sits behind a sticky total, without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/it/b/GRP-ALPS');
  await page
    .getByRole('button', { name: /^Scegli le date / })
    .first()
    .click();
  await page.getByLabel('Numero di viaggiatori').fill('2');
  await page.getByRole('button', { name: 'Aggiungi Camera doppia' }).click();
  await expect(page.getByRole('complementary')).toBeHidden();
  await page.getByRole('button', { name: 'Mostra il riepilogo prezzi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Il tuo riepilogo prezzi' });
  await expect(dialog).toContainText('€ 5.030,–');
  await expectNoAxeViolations(page, 'phone price overview');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('on a phone the last date of a long list is reached with the Tab key and chosen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/b/GRP-ALPS');
  // The cards far below the screen are laid out only when they come near it (content-visibility):
  // they are in the page all the same, for the keyboard and screen readers.
  const dates = page.getByRole('button', { name: /^Termin .+ bis .+ (auswählen|anfragen)$/ });
  await expect(dates.first()).toBeVisible();
  const count = await dates.count();
  expect(count).toBeGreaterThan(10);
  const last = dates.last();
  const [, start, end] = /^Termin (\S+) bis (\S+)/.exec((await last.getAttribute('aria-label')) ?? '') ?? [];
  await dates.nth(count - 2).focus();
  await page.keyboard.press('Tab');
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Dein Termin' })).toContainText(`${start} – ${end}`);
});

test('on a 360 px phone the calendar shows all seven days with their prices, without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/b/IND-ICELAND');
  const month = page.locator('.rdp-root');
  await expect(page.locator('.rdp-day_button:not([disabled])').first()).toBeVisible();
  const hidden = await month.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(hidden).toBe(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

for (const [language, path] of [
  ['English', '/en/b/IND-ICELAND'],
  ['Italian', '/it/b/IND-ICELAND'],
] as const)
  for (const width of [390, 1280])
    test(`in ${language} at ${width} px the calendar's day prices stay inside their days and apart`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator('.calendar__price').first()).toBeVisible();
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        const prices = [...document.querySelectorAll<HTMLElement>('.calendar__price')];
        const boxes = prices.map((price) => price.getBoundingClientRect());
        prices.forEach((price, i) => {
          const day = price.closest('button')?.getBoundingClientRect();
          const box = boxes[i];
          if (!day || !box) return;
          if (box.left < day.left - 0.5 || box.right > day.right + 0.5)
            found.push(`outside its day: ${price.textContent}`);
          if (price.scrollWidth > price.clientWidth + 1) found.push(`cut: ${price.textContent}`);
          const next = boxes[i + 1];
          if (next && Math.abs(next.top - box.top) < 2 && next.left < box.right - 0.5)
            found.push(`runs into the next: ${price.textContent}`);
        });
        return found;
      });
      expect(problems).toEqual([]);
    });
