import { expect, expectNoAxeViolations, test } from './fixtures';

test('an overdue balance: errors at the fields, a declined card keeps what was typed, a test Visa pays it (by keyboard)', async ({
  page,
  watch,
}) => {
  // The declined card's 402 is the mock's answer, logged by the browser.
  watch.allowed.push(/402/);
  await page.goto('/payment/ASI-9001');
  await expect(page.getByRole('heading', { level: 1, name: 'Deine Zahlung' })).toBeVisible();
  await expect(page.getByText('Hallo Frau Muster,')).toBeVisible();
  await expect(page.getByText('Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran')).toBeVisible();
  await expect(
    page.getByText(
      'Die Restzahlung für deine Buchung ist überfällig. Bitte bezahle den offenen Betrag von € 1.568,– jetzt.',
    ),
  ).toBeVisible();
  await expect(page.locator('.countdown__clock')).toHaveText(/^4[78]:\d\d:\d\d$/);
  await expect(page.getByText('Noch 48 Stunden zum Bezahlen.')).toBeAttached();
  await expectNoAxeViolations(page, 'the payment page');

  const pay = page.getByRole('button', { name: '€ 1.568,– jetzt bezahlen' });
  await pay.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Bitte gib den Namen des Karteninhabers ein.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Karteninhaber/ })).toBeFocused();
  await expectNoAxeViolations(page, 'the card form with its errors');

  await page.keyboard.type('Erika Muster');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4000 0000 0000 0002');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/30');
  await page.keyboard.press('Tab');
  await page.keyboard.type('737');
  await page.keyboard.press('Enter');
  const declined = page.getByText(
    'Die Zahlung wurde abgelehnt oder abgebrochen. Bitte wende dich an deine Bank oder wähle eine andere Zahlungsart.',
  );
  await expect(declined).toBeFocused();
  await expect(page.getByRole('textbox', { name: /^Karteninhaber/ })).toHaveValue('Erika Muster');
  await expectNoAxeViolations(page, 'a declined card');

  await page.getByRole('textbox', { name: /^Kartennummer/ }).fill('4111 1111 1111 1111');
  await expect(page.getByText('Erkannt: Visa')).toBeVisible();
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Zahlung!' })).toBeFocused();
  await expect(
    page.getByText('Wir haben deine Zahlung über € 1.568,– erhalten. Eine Bestätigung schicken wir dir per E-Mail.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the payment made');
  // Nothing of the card stayed in the page's storage or address.
  const kept = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, url: location.href }),
  );
  expect(kept).not.toContain('4111');

  await page.reload();
  await expect(page.getByText('Deine Buchung ist bereits bezahlt. Vielen Dank!')).toBeVisible();
});

test('in Italian, an already paid booking says so and offers nothing to pay', async ({ page }) => {
  await page.goto('/it/payment/ASI-9002');
  await expect(page.getByText('Gentile Dr. Muster,')).toBeVisible();
  await expect(page.getByText('La tua prenotazione è già stata pagata. Grazie!')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Paga/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/payment/ASI-9002');
  await expectNoAxeViolations(page, 'an already paid booking');
});

test('in English, the countdown reaching zero ends paying online', async ({ page }) => {
  await page.goto('/en/payment/ASI-9003');
  await expect(page.getByText('Pay within')).toBeVisible();
  await expect(page.locator('.countdown__clock')).toHaveText(/^00:00:0\d$/);
  await expect(page.getByRole('button', { name: 'Pay € 420,– now' })).toBeVisible();
  await expectNoAxeViolations(page, 'the payment page with its countdown');
  await expect(page.getByRole('alert')).toHaveText(
    'The deadline for paying online has passed. Please contact our sales team.How to reach our sales team: Phone +49 89 1234 5678 · E-mail verkauf@example.com',
    { timeout: 12_000 },
  );
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Card number/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the deadline passed');
});

test('the confirmation e-mail links the payment page; an unknown number says so', async ({ page }) => {
  await page.goto('/payment/ASI-0000');
  await expect(page.getByText('Zur Buchungsnummer ASI-0000 haben wir keine Zahlung gefunden.')).toBeVisible();
  await expectNoAxeViolations(page, 'an unknown booking');
  const mail = await page.evaluate(async () => (await fetch('/__mock/mail/ASI-9004?lang=en')).text());
  const link = /https?:\/\/\S+\/en\/payment\/ASI-9004/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page.getByText('Hello Alex Muster,')).toBeVisible();
  await page.getByRole('radio', { name: 'Instant bank transfer' }).check();
  await page.getByRole('button', { name: 'Pay € 356,50 now' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your payment!' })).toBeVisible();
});
