import { chooseDateAndRooms, euros, expect, expectNoAxeViolations, test } from './fixtures';

// Spec part 1 §2: the year selector narrows the dates to one year; the change-schedule button shows
// when more than one date exists. Once a date is chosen its list (with the year links) is in 'Termin
// ändern'; the date stays chosen, with its rooms and its price, while the person looks at another
// year's dates, and after a reload that shows that year.

test("a chosen date keeps its rooms, its price and 'Termin ändern' while another year's dates are shown", async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  const yearLinks = page.getByRole('navigation', { name: 'Reisejahr' }).getByRole('link', { name: /^\d{4}$/ });
  await expect(yearLinks.first()).toBeVisible();
  const firstYear = (await yearLinks.first().innerText()).trim();
  const lastYear = (await yearLinks.last().innerText()).trim();
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
  // The year links went with the list into 'Termin ändern'.
  await expect(page.getByRole('navigation', { name: 'Reisejahr' })).toHaveCount(0);

  // The first year's dates in the lightbox, by keyboard: the link keeps the focus.
  await page.getByRole('button', { name: 'Termin ändern' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Termin wählen' });
  const inLightbox = (year: string) =>
    lightbox.getByRole('navigation', { name: 'Reisejahr' }).getByRole('link', { name: year });
  await inLightbox(firstYear).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`year=${firstYear}`));
  await expect(inLightbox(firstYear)).toHaveAttribute('aria-current', 'true');
  await expect(inLightbox(firstYear)).toBeFocused();
  await expect(lightbox.locator('.schedule-table__date').first()).toContainText(firstYear);
  await expectNoAxeViolations(page, "the lightbox with the year links and another year's dates");
  await page.keyboard.press('Escape');

  // The date, every room type of it in the same order, its room and the total stay.
  const unchanged = async () => {
    await expect(summary).toContainText(lastYear);
    await expect(roomNames).toHaveText(rooms);
    await expect(page.getByRole('button', { name: 'Doppelzimmer entfernen' })).toBeEnabled();
    await expect(page.getByText('Alle Reisenden haben ein Zimmer.')).toBeVisible();
    await expect.poll(async () => euros(await total.innerText())).toBe(before);
  };
  await unchanged();
  await expectNoAxeViolations(page, "step 1 with a date chosen and another year's dates listed");
  // A reload shows the year of the address; the date chosen in the other stays whole.
  await page.reload();
  await unchanged();

  // Back to the chosen date's year in the lightbox.
  await page.getByRole('button', { name: 'Termin ändern' }).click();
  await inLightbox(lastYear).click();
  await expect(inLightbox(lastYear)).toHaveAttribute('aria-current', 'true');
  await expect(lightbox.locator('.schedule-table__date').first()).toContainText(lastYear);
  // Another date: its rooms are chosen anew (spec part 1 §4), and the page says so where the rooms are.
  await lightbox
    .getByRole('button', { name: /^Termin .* auswählen$/ })
    .nth(1)
    .click();
  await expect(lightbox).toBeHidden();
  await expect(page.getByText('Dein Zimmer wurde entfernt: Es passt nicht zum neuen Termin.')).toBeVisible();
  await expect(page.getByText('Alle Reisenden haben ein Zimmer.')).toBeHidden();
});
