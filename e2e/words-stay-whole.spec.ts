import type { Page } from '@playwright/test';
import {
  chooseDateAndRooms,
  continueAsGuest,
  expect,
  expectNoAxeViolations,
  goToOverviewAsGuest,
  test,
} from './fixtures';

// At 1280 px with a wide font no word or date breaks inside itself, and no name
// runs out of its card.
const WIDE_FONT = '"DejaVu Sans", Verdana, sans-serif';

/** Every element in a wide font (through the CSSOM, which the page's CSP allows; a style element it refuses). */
function useWideFont(page: Page) {
  return page.evaluate((font) => {
    for (const element of [document.documentElement, ...document.querySelectorAll<HTMLElement>('body *')]) {
      element.style.setProperty('font-family', font, 'important');
      element.style.setProperty('letter-spacing', '0.02em', 'important');
    }
  }, WIDE_FONT);
}

/** The words inside the elements that are drawn on more than one line, and the elements whose text runs out of their box. */
function brokenWords(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(sel)) {
      if (element.scrollWidth > element.clientWidth + 1) broken.push(`overflows: ${element.textContent?.trim() ?? ''}`);
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

test.use({ viewport: { width: 1280, height: 800 } });

test('the date table keeps its dates and buttons whole at 1280 px with a wide font', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await expect(page.locator('.schedule-table')).toBeVisible();
  await useWideFont(page);
  expect(await brokenWords(page, '.schedule-table td')).toEqual([]);
});

test('the payment methods keep their names whole inside their cards at 1280 px with a wide font', async ({ page }) => {
  test.slow();
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page);
  await expect(page.getByRole('radio', { name: 'Sofortüberweisung' })).toBeVisible();
  await useWideFont(page);
  expect(await brokenWords(page, '.payment-method, .price-table td, .price-table th')).toEqual([]);
});

test('on a 390 px phone in a wide font a four-digit year shows whole, and a focused field stops above the sticky total', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 1, rooms: ['Einzelzimmer'] });
  await continueAsGuest(page, 'erika@example.com');
  await expect(page.getByRole('heading', { name: 'Deine Daten', level: 2 })).toBeVisible();
  // Scanned before the test's own inline font, which axe rightly reads as spacing a user cannot change.
  await expectNoAxeViolations(page, 'step 2 on a phone');
  await useWideFont(page);
  const year = page.getByRole('region', { name: 'Rechnungs- und Kontaktdaten' }).getByLabel('Geburtsdatum: Jahr', {
    exact: true,
  });
  await year.fill('1984');
  // The digits fit the field: nothing scrolls inside it.
  expect(await year.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
  const field = await year.boundingBox();
  const bar = await page.locator('.way-on').boundingBox();
  expect(field && bar ? field.y + field.height <= bar.y : false).toBe(true);
});
