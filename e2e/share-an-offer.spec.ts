import type { Page } from '@playwright/test';
import {
  answerOverview,
  chooseDateAndRooms,
  continueAsGuest,
  declineInsurance,
  expect,
  expectNoAxeViolations,
  fillStepTwo,
  test,
} from './fixtures';

const asideTotal = (page: Page) => page.getByRole('complementary').locator('.price-overview__total');
const upgrade = (page: Page) => page.getByRole('combobox', { name: 'Reiseklasse', exact: true });
const notices = (page: Page) => page.getByRole('status').filter({ hasText: 'Geteiltes Angebot' });

async function openShareDialog(page: Page) {
  await page.getByRole('button', { name: 'Angebot teilen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Angebot teilen' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('GRP-ALPS: an offer shared from step 1 is copied, mailed and reopens elsewhere with the same choices and total', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await upgrade(page).selectOption({ label: 'Premium Economy' });
  const total = (await asideTotal(page).textContent()) ?? '';

  const dialog = await openShareDialog(page);
  const url = await dialog.getByLabel('Link zum Angebot').inputValue();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/b\/GRP-ALPS\?offer=1\.[0-9a-z._-]+$/);
  await expectNoAxeViolations(page, 'the share dialog');
  await dialog.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Der Link ist kopiert.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const mail = (await dialog.getByRole('link', { name: 'Per E-Mail senden' }).getAttribute('href')) ?? '';
  const body = decodeURIComponent(/[?&]body=([^&]*)/.exec(mail)?.[1] ?? '');
  expect(body).toContain(url);
  expect(body).toContain('2 Personen');
  // The page marks the total as on request (Premium Economy is on request): the mail says so too.
  await expect(asideTotal(page)).toContainText('*');
  expect(body).toContain(
    'Diese Zusammenstellung ist auf Anfrage: Verfügbarkeit und Preis werden nach der Anfrage bestätigt.',
  );
  expect(body).toContain(`Gesamtpreis: ${/€\s[\d.]+,(–|\d\d)/.exec(total)?.[0]}`);
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Angebot teilen' })).toBeFocused();

  // A friend opens it in a browser that has nothing stored: the same date, party, rooms and upgrade.
  const friendContext = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const friend = await friendContext.newPage();
  await friend.goto(url);
  await expect(notices(friend)).toContainText('Du hast ein geteiltes Angebot geöffnet');
  await expect(upgrade(friend)).toHaveValue('premium');
  await expect(asideTotal(friend)).toHaveText(total);
  // The offer leaves the address once taken: a reload keeps what the friend changes from then on.
  await expect(friend).toHaveURL(/\/b\/GRP-ALPS(#\/schedule)?$/);
  await upgrade(friend).selectOption({ label: 'Economy (kein Upgrade)' });
  const changed = (await asideTotal(friend).textContent()) ?? '';
  await friend.reload();
  await expect(upgrade(friend)).toHaveValue('');
  await expect(asideTotal(friend)).toHaveText(changed);
  await friendContext.close();
});

test('GRP-ALPS: an unreadable offer link says so and leaves the page to choose', async ({ page }) => {
  await page.goto('/b/GRP-ALPS?offer=1.s%C3%BC.p2');
  await expect(notices(page)).toContainText('Der Link enthält kein lesbares Angebot.');
  await expectNoAxeViolations(page, 'an unreadable offer');
});

test('GRP-ALPS: step 3 shares the same link after the personal data and prints as a clean A4 offer', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  const fromStepOne = await (await openShareDialog(page)).getByLabel('Link zum Angebot').inputValue();
  await page.getByRole('button', { name: 'Schließen' }).click();
  await continueAsGuest(page, 'erika@example.com');
  await fillStepTwo(page);
  await declineInsurance(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await answerOverview(page);
  const dialog = await openShareDialog(page);
  // No name, e-mail or address goes into the link: the same choices give the same link.
  await expect(dialog.getByLabel('Link zum Angebot')).toHaveValue(fromStepOne);
  await dialog.getByRole('button', { name: 'Schließen' }).click();

  await expect(page.getByRole('button', { name: 'Angebot drucken' })).toBeVisible();
  const total = await page.getByTestId('overview-total').innerText();
  await page.emulateMedia({ media: 'print' });
  const head = page.locator('.offer-print');
  await expect(head).toBeVisible();
  await expect(head).toContainText(/Angebot vom \d{2}\.\d{2}\.\d{4}/);
  await expect(head).toContainText('Die Preise können sich bis zur Buchung ändern.');
  await expect(page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' })).toBeHidden();
  await expect(page.locator('.consents')).toBeHidden();
  await expect(page.getByTestId('overview-total')).toHaveText(total);
  const pdf = await page.pdf({ format: 'A4', printBackground: true, path: testInfo.outputPath('offer.pdf') });
  await testInfo.attach('offer.pdf', { path: testInfo.outputPath('offer.pdf'), contentType: 'application/pdf' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(2);
  await page.emulateMedia({ media: 'screen' });
});

test("GRP-ALPS: on a phone the offer goes to the platform's share sheet with its link", async ({ page }) => {
  // Desktop Chromium here has no share sheet: the page gets the phone's API, which records what it is handed.
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: unknown) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  const dialog = await openShareDialog(page);
  const url = await dialog.getByLabel('Link zum Angebot').inputValue();
  await dialog.getByRole('button', { name: 'Teilen …' }).click();
  const shared = await page.evaluate(
    () => (window as unknown as { __shared: { url: string; title: string }[] }).__shared,
  );
  expect(shared).toEqual([
    expect.objectContaining({ url, title: 'Angebot: Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran' }),
  ]);
  await expectNoAxeViolations(page, 'the share dialog on a phone');
});
