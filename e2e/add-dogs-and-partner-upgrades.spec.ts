import { chooseDateAndRooms, continueWithAccount, expect, expectNoAxeViolations, test } from './fixtures';

test('NOF-DOLOMITES: two dogs with their required fields, kept across a reload', async ({ page }) => {
  await page.goto('/b/NOF-DOLOMITES');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await expect(page.getByText('Anreise & Flug')).toHaveCount(0);
  await page.getByRole('button', { name: 'Hund hinzufügen' }).click();
  await page.getByRole('button', { name: 'Hund hinzufügen' }).click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  const first = page.getByRole('group', { name: 'Hund 1' });
  await expect(first.getByText('Name ist ein Pflichtfeld')).toBeVisible();
  await expect(first.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page, 'step 1 with dog errors');
  for (const [index, dog] of [
    ['Hund 1', ['Bello', 'Beagle', '38', '12,5']],
    ['Hund 2', ['Luna', 'Pudel', '45', '20']],
  ] as const) {
    const group = page.getByRole('group', { name: index });
    await group.getByLabel('Name').fill(dog[0]);
    await group.getByLabel('Rasse').fill(dog[1]);
    await group.getByLabel('Schulterhöhe (cm)').fill(dog[2]);
    await group.getByLabel('Gewicht (kg)').fill(dog[3].replace(',', '.'));
  }
  await page.getByRole('button', { name: 'Hund hinzufügen' }).click();
  await expect(page.getByRole('button', { name: 'Hund hinzufügen' })).toHaveCount(0);
  await expect(page.getByText('Es können höchstens 3 Hunde mitreisen.')).toBeVisible();
  await page.getByRole('button', { name: 'Hund 3 entfernen' }).click();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Hund 2' }).getByLabel('Name')).toHaveValue('Luna');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('dialog', { name: 'Wie möchtest du buchen?' })).toBeVisible();
});

test('PRT-MOROCCO: a customer reads the compulsory surcharge as included, priced as the price box charges it; a partner reads "auf Anfrage"', async ({
  page,
}) => {
  await page.goto('/b/PRT-MOROCCO');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  const services = page.getByRole('region', { name: 'Zusatzleistungen' });
  const state = services.locator('.service--compulsory .service__state');
  await expect(services.getByText('Wüstencamp-Zuschlag')).toBeVisible();
  await expect(state).toHaveText('inkludiert');
  const overview = page.getByRole('complementary', { name: 'Deine Preisübersicht' });
  await expect(overview.getByText('Wüstencamp-Zuschlag (verpflichtend), 2×')).toBeVisible();
  await expect(overview.getByText('auf Anfrage')).toHaveCount(0);
  await expectNoAxeViolations(page, 'partner trip step 1');

  // The partner user (spec part 1 §1): the partner's wording.
  await continueWithAccount(page, 'partner@example.com');
  await expect(page.getByRole('heading', { name: 'Deine Daten', level: 2 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Buchungsschritte' })
    .getByRole('link', { name: /Deine Reise/ })
    .click();
  await expect(state).toHaveText('auf Anfrage');
  // And the price box says the same: the surcharge is on request, not charged in the total.
  await expect(overview.getByText('Wüstencamp-Zuschlag (verpflichtend), 2×')).toBeVisible();
  await expect(overview.getByText('auf Anfrage').first()).toBeVisible();
});
