import { expect, expectNoAxeViolations, test } from './fixtures';

test("an option's confirm link: the reservation, one button, the confirmed booking; a used link reads as confirmed", async ({ page, watch }) => {
  // The second confirmation's 409 is the mock's answer, logged by the browser.
  watch.allowed.push(/409/);
  await page.goto('/option/ASI-9010?token=opt-ASI-9010');
  await expect(page.getByRole('heading', { level: 1, name: 'Deine Option' })).toBeVisible();
  await expect(page.getByText('Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran')).toBeVisible();
  await expect(page.getByText('Max Muster')).toBeVisible();
  await expectNoAxeViolations(page, 'an option to confirm');
  await page.getByRole('button', { name: 'Option jetzt zahlungspflichtig buchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deine Buchung ist bestätigt!' })).toBeVisible();
  await expect(page.getByText(/Aus deiner Option ist eine verbindliche Buchung geworden\./)).toBeFocused();
  await expectNoAxeViolations(page, 'the option confirmed');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/option\/ASI-9010\?token=opt-ASI-9010$/);
  // The server does not say on load that it is confirmed; confirming again reads as confirmed.
  await page.getByRole('button', { name: 'Book the option now with obligation to pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed!' })).toBeVisible();
});
