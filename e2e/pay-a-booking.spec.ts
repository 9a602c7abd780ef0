import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The stand-in card payment provider beside the demo's preview (mocks/README.md). */
const PROVIDER = `http://127.0.0.1:${process.env.STAND_IN_PROVIDER_PORT ?? 4184}`;
const DECLINED =
  'Die Zahlung wurde abgelehnt oder abgebrochen. Bitte wende dich an deine Bank oder wähle eine andere Zahlungsart.';
const GENERAL = 'Es ist ein Fehler aufgetreten. Bitte versuche es später erneut oder kontaktiere unser Verkaufsteam.';

/**
 * Every request the browser makes (the page's, its service worker's, to every origin, bodies and
 * headers included) and every address the tab shows: the card may travel in the provider's
 * /tokens alone (issue 38 §1).
 */
function recordTraffic(page: Page) {
  const requests: { url: string; method: string; text: string; worker: boolean }[] = [];
  const addresses: string[] = [];
  page.context().on('request', (request) => {
    requests.push({
      url: request.url(),
      method: request.method(),
      text: `${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`,
      // The service worker's passthrough of a page's request (its body not shown) is the same request.
      worker: request.serviceWorker() !== null,
    });
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return { requests, addresses };
}

/** The card's number and code appear in the provider's /tokens request and nowhere else: no other request, storage, action or address. */
async function expectCardOnlyWithProvider(
  page: Page,
  { requests, addresses }: ReturnType<typeof recordTraffic>,
  number: string,
  cvc = '737',
) {
  const digits = number.replace(/\s/g, '');
  // The code as a value ("737"), or after its field's name; bare digits inside random ids do not count.
  const leaks = (text: string) =>
    text.includes(digits) || text.includes(number) || text.includes(`"${cvc}"`) || /cvc|securityCode/i.test(text);
  const tokens = requests.filter((r) => r.method === 'POST' && r.url === `${PROVIDER}/tokens`);
  expect(tokens.length, 'the card went to the provider').toBeGreaterThan(0);
  // (The service worker's passthrough of the same request shows no body; the page's does.)
  expect(tokens.some((token) => token.text.includes(digits))).toBe(true);
  const elsewhere = requests.filter((r) => !(r.method === 'POST' && r.url === `${PROVIDER}/tokens`));
  expect(elsewhere.filter((r) => leaks(r.text)).map((r) => r.url)).toEqual([]);
  const kept = await page.evaluate(() =>
    JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      actions: (window as unknown as { asiActions?: string[] }).asiActions ?? [],
      url: location.href,
    }),
  );
  // The code as a stored value: "737", however often the JSON around it was escaped.
  expect(kept.includes(digits) || new RegExp(`\\\\*"${cvc}\\\\*"`).test(kept)).toBe(false);
  // An address carries neither; the provider's random charge ids ('ch_…a873727') may hold the code's digits by chance.
  const withoutIds = (address: string) => address.replace(/ch_[0-9a-f]+/g, 'ch_');
  expect(addresses.map(withoutIds).filter((address) => address.includes(digits) || address.includes(cvc))).toEqual([]);
}

async function fillCard(page: Page, number: string, cvc = '737') {
  await page.getByRole('textbox', { name: /^Karteninhaber/ }).fill('Erika Muster');
  await page.getByRole('textbox', { name: /^Kartennummer/ }).fill(number);
  await page.getByRole('textbox', { name: /^Gültig bis/ }).fill('12/30');
  await page.getByRole('textbox', { name: /^Sicherheitscode/ }).fill(cvc);
}

const payButton = (page: Page) => page.getByRole('button', { name: '€ 1.568,– jetzt bezahlen' });

test('an overdue balance: errors at the fields, a declined card keeps what was typed, a test Visa pays it (by keyboard)', async ({
  page,
  watch,
}) => {
  // The declined card's 402 is the mock's answer, logged by the browser.
  watch.allowed.push(/402/);
  const traffic = recordTraffic(page);
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

  const pay = payButton(page);
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
  await expect(page.getByText(DECLINED)).toBeFocused();
  await expect(page.getByRole('textbox', { name: /^Karteninhaber/ })).toHaveValue('Erika Muster');
  await expectNoAxeViolations(page, 'a declined card');
  await expectCardOnlyWithProvider(page, traffic, '4000 0000 0000 0002');

  await page.getByRole('textbox', { name: /^Kartennummer/ }).fill('4111 1111 1111 1111');
  await expect(page.getByText('Erkannt: Visa')).toBeVisible();
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Zahlung!' })).toBeFocused();
  await expect(
    page.getByText('Wir haben deine Zahlung über € 1.568,– erhalten. Eine Bestätigung schicken wir dir per E-Mail.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the payment made');
  await expectCardOnlyWithProvider(page, traffic, '4111 1111 1111 1111');
  // Two tokens (one per try, a declined token is not used again), two pay calls with tokens only.
  const pays = traffic.requests.filter((r) => r.url.includes('/fapi/booking/pay/ASI-9001/CARD'));
  expect(pays).toHaveLength(2);
  expect(
    traffic.requests.filter((r) => r.url === `${PROVIDER}/tokens` && r.method === 'POST' && !r.worker),
  ).toHaveLength(2);

  await page.reload();
  await expect(page.getByText('Deine Buchung ist bereits bezahlt. Vielen Dank!')).toBeVisible();
});

test("3-D Secure: the stand-in issuer's page, 'Bestätigen', and back on the payment page the booking is paid; a reload and the back button pay nothing twice", async ({
  page,
}) => {
  const traffic = recordTraffic(page);
  await page.goto('/payment/ASI-9001');
  await fillCard(page, '4000 0000 0000 3220');
  await payButton(page).click();
  await expect(page).toHaveURL(new RegExp(`^${PROVIDER}/3ds/ch_\\w+$`));
  await expect(page.getByRole('heading', { name: 'Zahlung bestätigen' })).toBeVisible();
  await expect(
    page.getByText('Deine Bank bittet dich, die Zahlung über € 1.568,– an ASI Reisen zu bestätigen.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/payment\/ASI-9001\?charge=ch_\w+&result=succeeded$/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Zahlung!' })).toBeFocused();
  await expect(page.getByText(/Wir haben deine Zahlung über €\s1\.568,– erhalten/)).toBeVisible();
  await expectNoAxeViolations(page, 'back from the issuer, paid');
  await expectCardOnlyWithProvider(page, traffic, '4000 0000 0000 3220');
  const pays = () => traffic.requests.filter((r) => r.url.includes('/fapi/booking/pay/')).length;
  expect(pays()).toBe(1);
  await page.reload();
  await expect(page.getByText('Deine Buchung ist bereits bezahlt. Vielen Dank!')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page.getByText('Deine Buchung ist bereits bezahlt. Vielen Dank!')).toBeVisible();
  expect(pays()).toBe(1);
});

test("3-D Secure cancelled on the issuer's page (in English): the declined message, the holder's name kept, number and code never", async ({
  page,
}) => {
  const traffic = recordTraffic(page);
  await page.goto('/en/payment/ASI-9001');
  await page.getByRole('textbox', { name: /^Cardholder/ }).fill('Erika Muster');
  await page.getByRole('textbox', { name: /^Card number/ }).fill('4000 0000 0000 3220');
  await page.getByRole('textbox', { name: /^Expiry date/ }).fill('12/30');
  await page.getByRole('textbox', { name: /^Security code/ }).fill('737');
  await page.getByRole('button', { name: 'Pay € 1.568,– now' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/en\/payment\/ASI-9001\?charge=ch_\w+&result=cancelled$/);
  await expect(
    page.getByText('The payment was declined or cancelled. Please contact your bank or choose another payment method.'),
  ).toBeFocused();
  await expect(page.getByRole('textbox', { name: /^Cardholder/ })).toHaveValue('Erika Muster');
  await expect(page.getByRole('textbox', { name: /^Card number/ })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: /^Security code/ })).toHaveValue('');
  await expectNoAxeViolations(page, 'back from the issuer, cancelled');
  await expectCardOnlyWithProvider(page, traffic, '4000 0000 0000 3220');
  // Another try, with the test Mastercard, is a new token and pays.
  await page.getByRole('textbox', { name: /^Card number/ }).fill('5555 5555 5555 4444');
  await page.getByRole('textbox', { name: /^Expiry date/ }).fill('12/30');
  await page.getByRole('textbox', { name: /^Security code/ }).fill('737');
  await page.getByRole('button', { name: 'Pay € 1.568,– now' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your payment!' })).toBeFocused();
  await expectCardOnlyWithProvider(page, traffic, '5555 5555 5555 4444');
});

test("the provider refuses a wrong security code at its field, fails, or does not answer: the spec's messages, and nothing is charged", async ({
  page,
  watch,
}) => {
  // The provider's 402 and 500 are logged by the browser; they are the cases under test.
  watch.allowed.push(/402|500/);
  const traffic = recordTraffic(page);
  await page.clock.install();
  await page.goto('/payment/ASI-9001');
  await fillCard(page, '4000 0000 0000 0127');
  await payButton(page).click();
  const cvc = page.getByRole('textbox', { name: /^Sicherheitscode/ });
  await expect(cvc).toBeFocused();
  await expect(page.getByText('Bitte gib einen gültigen Sicherheitscode ein.')).toBeVisible();
  await expectNoAxeViolations(page, "the provider's refusal at a field");
  await expectCardOnlyWithProvider(page, traffic, '4000 0000 0000 0127');

  await page.getByRole('textbox', { name: /^Kartennummer/ }).fill('4000 0000 0000 0119');
  await payButton(page).click();
  await expect(page.getByText(GENERAL)).toBeFocused();
  await expectCardOnlyWithProvider(page, traffic, '4000 0000 0000 0119');

  // No answer: the page gives up after its 20 s and says so.
  await page.getByRole('textbox', { name: /^Kartennummer/ }).fill('4000 0000 0000 9995');
  await page.getByRole('button', { name: '€ 1.568,– jetzt bezahlen' }).click();
  await expect(page.getByRole('button', { name: 'Zahlung wird ausgeführt …' })).toBeVisible();
  await page.clock.fastForward(21_000);
  await expect(page.getByText(GENERAL)).toBeVisible();
  await expectCardOnlyWithProvider(page, traffic, '4000 0000 0000 9995');
  expect(traffic.requests.filter((r) => r.url.includes('/fapi/booking/pay/'))).toEqual([]);
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
    'The deadline for paying online has passed. Please contact our sales team.How to reach our sales team: Phone +49 89 1234 5678 (Mon–Fri 9 am–6 pm) · E-mail verkauf@example.com',
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

test('a card payment cut off before its answer, the status unreachable too: the page says it may have arrived, offers no second payment, and shows the outcome once back online', async ({
  page,
  context,
  watch,
}) => {
  watch.allowed.push(/Failed to fetch|ERR_FAILED/);
  await page.goto('/payment/ASI-9001');
  await expect(page.getByText('Hallo Frau Muster,')).toBeVisible();
  await fillCard(page, '4111 1111 1111 1111');
  // The payment is taken and its answer lost; the status call that follows loses its answer too.
  await page.evaluate(async () => {
    await fetch('/__mock/fail', {
      method: 'POST',
      body: JSON.stringify({ family: 'booking', kind: 'lost', times: 2 }),
    });
  });
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Ist deine Zahlung angekommen?' })).toBeFocused();
  await expect(payButton(page)).toBeHidden();
  await expect(page.getByText(GENERAL)).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByText('Du bist gerade offline.')).toBeVisible();
  await expectNoAxeViolations(page, 'a payment whose outcome is unknown');
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Zahlung!' })).toBeVisible();
  const charges = await page.evaluate(async () => {
    const state = (await (await fetch('/__mock/state')).json()) as { paidBookings?: string[] };
    return state.paidBookings ?? [];
  });
  expect(charges).toEqual(['ASI-9001']);
});
