import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The fold's height after the click, sampled in the page, at `afterMs`. */
async function heightsAfterOpening(page: Page, afterMs: number[]) {
  return page.evaluate(async (times) => {
    const fold = document.querySelector('.finder__details') as HTMLDetailsElement;
    const closed = fold.getBoundingClientRect().height;
    fold.querySelector('summary')?.click();
    const began = performance.now();
    const seen: number[] = [];
    for (const at of times) {
      await new Promise((done) => setTimeout(done, Math.max(0, at - (performance.now() - began))));
      seen.push(fold.getBoundingClientRect().height);
    }
    return { closed, seen };
  }, afterMs);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a fold opens over 400 ms (spec part 1 §9: accordion animation 400 ms)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Reisen gefunden/ })).toBeVisible();
  const { closed, seen } = await heightsAfterOpening(page, [120, 700]);
  const [during = 0, after = 0] = seen;
  expect(during).toBeGreaterThan(closed);
  expect(during).toBeLessThan(after);
  await expect(page.getByRole('checkbox', { name: 'Alpen' })).toBeVisible();
  await expectNoAxeViolations(page, 'the finder with its filter fold open, on a phone');
});

test('for those who ask for reduced motion it opens at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Reisen gefunden/ })).toBeVisible();
  const { seen } = await heightsAfterOpening(page, [60, 700]);
  expect(seen[0]).toBe(seen[1]);
});
