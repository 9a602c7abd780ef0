import type { Page } from '@playwright/test';
import { chooseDateAndRooms, continueAsGuest, expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Every rule of step 1 holds on every path to step 2, step 3 and the submit (spec part 1 §2, §4,
 * §5): the step bar offers no link, the address bar and back/forward land on step 1.
 */
async function expectNoWayOn(page: Page, code: string) {
  const bar = page.getByRole('navigation', { name: 'Buchungsschritte' });
  await expect(bar.getByRole('link')).toHaveCount(0);
  // back/forward: step 2 was reached before the rule broke; forward goes there again.
  await page.goForward();
  await expect(page).toHaveURL(/#\/schedule/);
  await expect(page.getByRole('heading', { name: 'Deine Reise', level: 2 })).toBeVisible();
  for (const step of ['user', 'overview']) {
    await page.goto(`/b/${code}#/${step}`);
    await expect(page).toHaveURL(/#\/schedule/);
  }
  // A reload keeps both the booking and the block.
  await page.reload();
  await expect(bar.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page, `step 1 holding a rule of ${code} after a reload`);
}

const BLOCKERS: {
  name: string;
  code: string;
  setup: (page: Page) => Promise<void>;
  breakRule: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'travellers without a room (4 in one twin)',
    code: 'GRP-ALPS',
    setup: (page) => chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] }),
    breakRule: (page) => page.getByLabel('Anzahl Reisende').fill('4'),
  },
  {
    name: 'an empty party size',
    code: 'GRP-ALPS',
    setup: (page) => chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] }),
    breakRule: (page) => page.getByLabel('Anzahl Reisende').fill(''),
  },
  {
    name: 'an e-bike without body data',
    code: 'GRP-ALPS',
    setup: (page) => chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] }),
    breakRule: (page) => page.getByLabel('E-Bike für den Radtag – 1. Reisende/r').check(),
  },
  {
    name: 'a flight wanted but not chosen (opt-in with flight booking)',
    code: 'OPT-JORDAN',
    setup: async (page) => {
      await page
        .getByRole('button', { name: /^Termin .* auswählen$/ })
        .first()
        .click();
      await page.getByLabel('Anzahl Reisende').fill('2');
      await page.getByRole('button', { name: 'Doppelzimmer hinzufügen' }).click();
    },
    breakRule: (page) => page.getByLabel('Ohne Flug reisen').uncheck(),
  },
];

for (const blocker of BLOCKERS) {
  test(`no way past step 1 with ${blocker.name}`, async ({ page }) => {
    await page.goto(`/b/${blocker.code}`);
    await blocker.setup(page);
    await continueAsGuest(page, 'erika@example.com');
    await expect(page).toHaveURL(/#\/user$/);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Deine Reise', level: 2 })).toBeVisible();
    await blocker.breakRule(page);
    await expectNoWayOn(page, blocker.code);
  });
}

test('no way past step 1 without the user selection', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  const bar = page.getByRole('navigation', { name: 'Buchungsschritte' });
  await expect(bar.getByRole('link')).toHaveCount(0);
  for (const step of ['user', 'overview']) {
    await page.goto(`/b/GRP-ALPS#/${step}`);
    await expect(page).toHaveURL(/#\/schedule/);
  }
});
