import { expect, expectNoAxeViolations, test } from './fixtures';

test("an option's confirm link: the reservation, its deadline, one button, the confirmed booking; a used link says it is confirmed", async ({
  page,
}) => {
  await page.goto('/option/ASI-9010?token=opt-ASI-9010');
  await expect(page.getByRole('heading', { level: 1, name: 'Deine Option' })).toBeVisible();
  await expect(page.getByText('Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran')).toBeVisible();
  await expect(page.getByText('Max Muster')).toBeVisible();
  await expect(
    page.getByText(/^Du kannst die Option bis zum \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr bestätigen\.$/),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'an option to confirm');
  await page.getByRole('button', { name: 'Option jetzt zahlungspflichtig buchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deine Buchung ist bestätigt!' })).toBeVisible();
  await expect(page.getByText(/Aus deiner Option ist eine verbindliche Buchung geworden\./)).toBeFocused();
  await expectNoAxeViolations(page, 'the option confirmed');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/option\/ASI-9010\?token=opt-ASI-9010$/);
  // The used link says at once that the option is confirmed, with nothing left to press.
  await expect(
    page.getByText(
      'This option has already been confirmed: it is now a binding booking. You received the booking confirmation by e-mail.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'a used option link');
});

test('an expired option says so at once and offers no button', async ({ page }) => {
  await page.goto('/it/option/ASI-9011?token=opt-ASI-9011');
  await expect(
    page.getByText(
      'Questa opzione è scaduta e non può più essere confermata. Il nostro team di vendita ti aiuterà volentieri a prenotare di nuovo il viaggio.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
});
