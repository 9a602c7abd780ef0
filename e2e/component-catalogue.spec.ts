import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

/**
 * Every state of the component catalogue (Ladle, `npm run catalogue`), each in de/en/it: axe with
 * the WCAG 2.2 A/AA tags finds nothing, and it looks as its committed screenshot does, on a phone
 * and a desktop. The screenshots are compared with Playwright's per-pixel colour threshold 0.2
 * (its default) and at most 0.2 % of the pixels may differ: a font's anti-aliasing passes, a
 * changed colour, spacing or wrapped word fails. A change meant to alter a look updates them with
 * `npm run catalogue:update` (docs/decisions.md).
 */
const meta = JSON.parse(readFileSync(new URL('../dist-catalogue/meta.json', import.meta.url), 'utf8')) as {
  stories: Record<string, { name: string; levels: string[] }>;
};
const WIDTHS = { phone: 390, desktop: 1280 } as const;

test.beforeEach(async ({ page }) => {
  // The catalogue's day (src/catalogue/catalogue-store.ts): dates, deadlines and plans never move.
  await page.clock.setFixedTime(new Date('2030-01-07T10:00:00'));
});

for (const [id, story] of Object.entries(meta.stories)) {
  for (const [device, width] of Object.entries(WIDTHS)) {
    test(`${story.levels.join(' / ')} / ${story.name} on a ${device}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/?story=${id}&mode=preview`);
      await expect(page.locator('[data-ready="true"]')).toBeVisible();
      await expect(page.locator('[data-pending]')).toHaveCount(0);
      // A part that loads its code and texts when it shows (a failure's cause) is in.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await expectNoAxeViolations(page, `${id} (${device})`);
      await expect(page).toHaveScreenshot(`${id}--${device}.png`, {
        fullPage: true,
        animations: 'disabled',
        maxDiffPixelRatio: 0.002,
      });
    });
  }
}
