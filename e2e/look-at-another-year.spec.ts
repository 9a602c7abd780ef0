import { chooseDateAndRooms, euros, expect, expectNoAxeViolations, test } from './fixtures';

// Spec part 1 §2: the year selector narrows the dates to one year; the change-schedule button shows
// when more than one date exists. A date chosen in one year stays chosen, with its rooms and its
// price, while the person looks at another year's dates.

test("a chosen date keeps its rooms, its price and 'Termin ändern' while another year's dates are shown", async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  const years = page.getByRole('navigation', { name: 'Reisejahr' });
  const yearLinks = years.getByRole('link', { name: /^\d{4}$/ });
  await expect(yearLinks.first()).toBeVisible();
  const [firstYear = '', lastYear = ''] = [
    (await yearLinks.first().innerText()).trim(),
    (await yearLinks.last().innerText()).trim(),
  ];
  expect(Number(lastYear)).toBeGreaterThan(Number(firstYear));

  // A date of the last year, with a double room for two.
  await yearLinks.last().click();
  await expect(page.locator('.schedule-table__date').first()).toContainText(lastYear);
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  const summary = page.getByRole('group', { name: 'Dein Termin' });
  await expect(summary).toContainText(lastYear);
  const total = page.getByRole('complementary', { name: 'Deine Preisübersicht' }).locator('.price-overview__total');
  await expect(total).toContainText('€');
  const before = euros(await total.innerText());
  const roomNames = page.locator('.rooms__name');
  const rooms = await roomNames.allInnerTexts();
  expect(rooms.length).toBeGreaterThan(1);

  // The first year's dates, by keyboard: the link keeps the focus, the date, its rooms and price stay.
  const first = years.getByRole('link', { name: firstYear });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`year=${firstYear}`));
  await expect(first).toHaveAttribute('aria-current', 'true');
  await expect(first).toBeFocused();
  await expect(summary).toContainText(lastYear);
  // Every room type of the chosen date, in the same order.
  await expect(roomNames).toHaveText(rooms);
  await expect(page.getByRole('button', { name: 'Doppelzimmer entfernen' })).toBeEnabled();
  await expect(page.getByText('Alle Reisenden haben ein Zimmer.')).toBeVisible();
  expect(euros(await total.innerText())).toBe(before);
  await expectNoAxeViolations(page, "step 1 with a date chosen and another year's dates shown");

  // 'Termin ändern' lists the first year's dates; the year links in the lightbox show the others.
  await page.getByRole('button', { name: 'Termin ändern' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Termin wählen' });
  await expect(lightbox.locator('.schedule-table__date').first()).toContainText(firstYear);
  const inLightbox = lightbox.getByRole('navigation', { name: 'Reisejahr' }).getByRole('link', { name: lastYear });
  await inLightbox.click();
  await expect(inLightbox).toHaveAttribute('aria-current', 'true');
  await expect(lightbox.locator('.schedule-table__date').first()).toContainText(lastYear);
  await expect(lightbox.getByRole('button', { name: /^Termin .* auswählen$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, "the lightbox with the year links after another year's dates");
});
