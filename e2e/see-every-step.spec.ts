import type { Page, TestInfo } from '@playwright/test';
import {
  answerOverview,
  bookButton,
  chooseDateAndRooms,
  continueAsGuest,
  declineInsurance,
  expect,
  expectNoAxeViolations,
  fillStepTwo,
  test,
} from './fixtures';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** The trip's picture is there, loaded (not a broken image), with its alt text. */
async function expectPicture(page: Page, alt: RegExp) {
  const picture = page.getByRole('img', { name: alt });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
}

/** A picture of the whole page in the journey's artefacts, after an axe scan of the same state. */
async function look(page: Page, testInfo: TestInfo, name: string) {
  await expectNoAxeViolations(page, name);
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

for (const viewport of VIEWPORTS) {
  test(`every step of a GRP-ALPS booking on a ${viewport.name} (${viewport.width} px), each seen and scanned`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/b/GRP-ALPS');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPicture(page, /Schneebedeckte Gipfel/);
    await expect(page.getByRole('link', { name: '11 Bewertungen' })).toBeVisible();
    await look(page, testInfo, '1 Deine Reise, nothing chosen');
    await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'], date: 3 });
    await expect(page.getByText('Kurtaxe').first()).toBeVisible();
    await look(page, testInfo, '1 Deine Reise, two in a double room');
    await continueAsGuest(page, 'erika@example.com');
    await expect(page.getByRole('heading', { name: 'Deine Daten', level: 2 })).toBeVisible();
    await fillStepTwo(page);
    await declineInsurance(page);
    await look(page, testInfo, '2 Deine Daten, filled in');
    await page.getByRole('button', { name: 'Daten prüfen' }).click();
    await answerOverview(page);
    await look(page, testInfo, '3 Übersicht, answered');
    await bookButton(page).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
    await expectPicture(page, /Schneebedeckte Gipfel/);
    await look(page, testInfo, '4 confirmation');
    await page.goto('/payment/ASI-9001');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPicture(page, /Schneebedeckte Gipfel/);
    await look(page, testInfo, '5 payment page');
  });
}

test("the finder shows each trip's picture on its card; the first row at once, the rest as they near the screen", async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.locator('.trip-card');
  await expect(cards.first()).toBeVisible();
  await expectPicture(page, /Schneebedeckte Gipfel/);
  const loading = await cards.locator('img').evaluateAll((images) => images.map((img) => img.getAttribute('loading')));
  expect(loading.slice(0, 3)).toEqual([null, null, null]);
  expect(new Set(loading.slice(3))).toEqual(new Set(['lazy']));
  await expectNoAxeViolations(page, 'the finder with pictures');
});

test('on a phone the way on of every step is in reach without scrolling, with the price or what is still to choose beside it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/b/GRP-ALPS');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeInViewport();
  await expect(page.getByText('Wähle noch einen Termin.')).toBeInViewport();
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'], date: 3 });
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeInViewport();
  await expect(page.locator('.way-on').getByText('€ 5.030,–')).toBeInViewport();
  await continueAsGuest(page, 'erika@example.com');
  await expect(page.getByRole('heading', { name: 'Deine Daten', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Daten prüfen' })).toBeInViewport();
  await fillStepTwo(page);
  await declineInsurance(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page.getByRole('heading', { name: 'Übersicht prüfen', level: 2 })).toBeVisible();
  await expect(bookButton(page)).toBeInViewport();
});
