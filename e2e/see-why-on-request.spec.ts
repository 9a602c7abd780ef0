import type { Page } from '@playwright/test';
import {
  bookButton,
  chooseDateAndRooms,
  continueAsGuest,
  declineInsurance,
  expect,
  expectNoAxeViolations,
  fillStepTwo,
  test,
} from './fixtures';

const reasons = (page: Page) => page.getByRole('region', { name: 'Warum auf Anfrage?' });

test('GRP-ALPS: a business class upgrade is named as the reason, leads to its choice, and one click books at once without it', async ({
  page,
}) => {
  // The whole way to step 3, with three axe scans.
  test.slow();
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  const total = page.getByRole('complementary').locator('.price-overview__total');
  await expect(total).toContainText('€ 5.030,–');
  await expect(reasons(page)).toHaveCount(0);

  const upgrade = page.getByRole('combobox', { name: 'Reiseklasse', exact: true });
  await upgrade.selectOption({ label: 'Business Class' });
  await expect(reasons(page).getByText('Business Class ist auf Anfrage')).toBeVisible();
  const wayOut = reasons(page).getByRole('button', { name: 'Ohne Upgrade sofort buchen: € 5.030,–' });
  await expect(wayOut).toBeVisible();
  await expectNoAxeViolations(page, 'step 1 with the reasons for a request');

  await page.getByRole('button', { name: 'Zur Auswahl: Business Class ist auf Anfrage' }).click();
  await expect(upgrade).toBeFocused();

  // On step 3 too: next to the total, and the request button until the way out is taken.
  await continueAsGuest(page, 'erika@example.com');
  await fillStepTwo(page);
  await declineInsurance(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page.getByRole('button', { name: 'Jetzt anfragen' })).toBeVisible();
  await expect(reasons(page).getByText('Business Class ist auf Anfrage')).toBeVisible();
  await expectNoAxeViolations(page, 'step 3 with the reasons for a request');
  await reasons(page).getByRole('button', { name: 'Ohne Upgrade sofort buchen: € 5.030,–' }).click();
  await expect(reasons(page)).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'Geändert: die Buchung ist jetzt sofort buchbar.' }),
  ).toBeFocused();
  await expect(page.getByTestId('overview-total')).toHaveText('€ 5.030,–');
  await expect(bookButton(page)).toBeVisible();
  await expectNoAxeViolations(page, 'step 3 after the way out');
});

test("GRP-ALPS: from step 3, a reason's link opens step 1 at its choice", async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await page.getByRole('combobox', { name: 'Reiseklasse', exact: true }).selectOption({ label: 'First Class' });
  await continueAsGuest(page, 'erika@example.com');
  await fillStepTwo(page);
  await declineInsurance(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await reasons(page).getByRole('button', { name: 'Zur Auswahl: First Class ist auf Anfrage' }).click();
  await expect(page).toHaveURL(/#\/schedule/);
  await expect(page.getByRole('combobox', { name: 'Reiseklasse', exact: true })).toBeFocused();
});
