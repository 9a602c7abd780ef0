import type { Locator, Page } from '@playwright/test';
import {
  bookButton,
  declineInsurance,
  expect,
  expectNoAxeViolations,
  fillStepTwo,
  goToOverviewAsGuest,
  termsBox,
  test,
} from './fixtures';

test('step 1 by keyboard alone: skip link, dates, the lightbox traps and returns focus, rooms, the dialog', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await expect(page.getByRole('button', { name: /^Termin .* auswählen$/ }).first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // The year links narrow the dates to one year (each a link to the dates of its year).
  const nextYear = String(new Date().getFullYear() + 1);
  const year = page.getByRole('navigation', { name: 'Reisejahr' }).getByRole('link', { name: nextYear });
  await year.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`year=${nextYear}`));
  await expect(year).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.schedule-table__date').first()).toContainText(nextYear);

  const first = page.getByRole('button', { name: /^Termin .* auswählen$/ }).first();
  await first.focus();
  const outline = await first.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  // The table gives way to the chosen date's summary, which takes the focus (the button is gone).
  await expect(page.getByRole('group', { name: 'Dein Termin' })).toBeFocused();
  const change = page.getByRole('button', { name: 'Termin ändern' });
  await page.keyboard.press('Tab');
  await expect(change).toBeFocused();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: 'Termin wählen' });
  await expect(lightbox).toBeVisible();
  for (let i = 0; i < 30; i += 1) await page.keyboard.press('Tab');
  expect(await lightbox.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(change).toBeFocused();

  await page.getByLabel('Anzahl Reisende').focus();
  await page.keyboard.type('2');
  await page.getByRole('button', { name: 'Doppelzimmer hinzufügen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Alle Reisenden haben ein Zimmer.')).toBeVisible();
  // Plus is unavailable now, and keeps the focus instead of dropping it to the page.
  await expect(page.getByRole('button', { name: 'Doppelzimmer hinzufügen' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Doppelzimmer hinzufügen' })).toBeDisabled();
  const weiter = page.getByRole('button', { name: 'Weiter' });
  await weiter.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Wie möchtest du buchen?' });
  await expect(dialog.getByLabel('E-Mail')).toBeFocused();
  // A modal <dialog>: Tab never reaches the page behind; Escape closes it and focus goes back to 'Weiter'.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(
      await dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(weiter).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('E-Mail')).toBeFocused();
  await page.keyboard.type('tastatur@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Deine Daten', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page, 'step 2 after the keyboard journey');
});

test('a failed airport list says so and leaves the rest of step 1 usable', async ({ page }) => {
  await page.goto('/b/OPT-JORDAN?mockFail=airport:error');
  await page
    .getByRole('button', { name: /^Termin .* auswählen$/ })
    .first()
    .click();
  await page.getByLabel('Anzahl Reisende').fill('1');
  await page.getByRole('button', { name: 'Einzelzimmer hinzufügen' }).click();
  await page.getByLabel('Ohne Flug reisen').uncheck();
  await expect(page.getByText('Die Flughäfen konnten nicht geladen werden.')).toBeVisible();
  await page.getByLabel('Ohne Flug reisen').check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('dialog', { name: 'Wie möchtest du buchen?' })).toBeVisible();
});

test('the calendar by keyboard: arrows move the focused day, Enter picks it, Escape closes the date list', async ({
  page,
}) => {
  await page.goto('/b/IND-ICELAND');
  const firstDay = page.locator('.rdp-day_button:not([disabled])').first();
  await expect(firstDay).toBeVisible();
  await firstDay.focus();
  const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  const start = await focusedLabel();
  await page.keyboard.press('ArrowRight');
  const next = await focusedLabel();
  expect(next).not.toBe(start);
  expect(next).toMatch(/^\d{2}\.\d{2}\.\d{4}/);
  // Focus stays on a day of the month after each key (it was lost when the month remounted).
  await page.keyboard.press('ArrowDown');
  const week = await focusedLabel();
  expect(week).toMatch(/^\d{2}\.\d{2}\.\d{4}/);
  expect(week).not.toBe(next);
  await page.keyboard.press('ArrowUp');
  expect(await focusedLabel()).toBe(next);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Anreise \d{2}\.\d{2}\.\d{4} · Abreise/)).toBeVisible();
  await page.getByRole('button', { name: 'Termin wählen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Dein Termin' })).toBeFocused();
  await page.getByRole('button', { name: 'Termin ändern' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Termin wählen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.rdp-day_button:not([disabled])').first()).toBeVisible();
  await expectNoAxeViolations(page, 'calendar in the date list');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Termin ändern' })).toBeFocused();
});

/** Presses Tab until `target` has focus (a person tabbing through the page), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reached by Tab');
}

test('step 3 by keyboard alone: voucher, flex, FAQ, payment, consents and the submit', async ({ page }) => {
  test.slow();
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page, { acceptTerms: false, date: 3 });
  // Enter on the submit with nothing answered: focus goes to the first answer missing.
  await tabTo(page, bookButton(page));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: /^Ja, Flex-Tarif/ })).toBeFocused();
  const code = page.getByRole('textbox', { name: 'Gutscheincode' });
  await tabTo(page, code);
  await page.keyboard.type('PROZENT10');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Der Gutschein ist gültig. Der Reisepreis reduziert sich um 10 %.')).toBeVisible();
  // The result takes the focus; the FAQ and the flex question follow it.
  const faq = page.getByRole('button', { name: 'Sichere Zahlung' });
  await tabTo(page, faq);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Sichere Zahlung' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(faq).toBeFocused();
  const yes = page.getByRole('radio', { name: /^Ja, Flex-Tarif/ });
  await tabTo(page, yes);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Nein, danke' })).toBeChecked();
  const visa = page.getByRole('radio', { name: 'Visa', exact: true });
  await tabTo(page, visa);
  await page.keyboard.press('Space');
  await expect(visa).toBeChecked();
  for (const box of [termsBox(page), page.locator('#consent-consent')]) {
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await tabTo(page, bookButton(page));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking\/ASI-100001$/);
  // The confirmation's news is where focus starts.
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeFocused();
});

test('a keyboard goes past the optional extras and past the summary in one press each, and they stay hidden until reached', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await page
    .getByRole('button', { name: /^Termin .* auswählen$/ })
    .nth(3)
    .click();
  await page.getByLabel('Anzahl Reisende').fill('2');
  const room = page.getByRole('button', { name: 'Dreibettzimmer hinzufügen' });
  await page.getByRole('button', { name: 'Doppelzimmer hinzufügen' }).click();
  const skipExtras = page.getByRole('button', { name: 'Zusatzleistungen überspringen' });
  // Out of sight for the mouse; the keyboard finds it right after the rooms.
  expect(await skipExtras.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  await room.focus();
  await page.keyboard.press('Tab');
  await expect(skipExtras).toBeFocused();
  await expect(skipExtras).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Weiter', exact: true })).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Wie möchtest du buchen?' });
  await dialog.getByLabel('E-Mail').fill('erika@example.com');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await fillStepTwo(page);
  await declineInsurance(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  const skipSummary = page.getByRole('button', { name: 'Zusammenfassung überspringen' });
  await skipSummary.focus();
  await page.keyboard.press('Enter');
  // The first still to decide: the flex tariff's question.
  await expect(page.locator('#flex-box input').first()).toBeFocused();
  await expectNoAxeViolations(page, 'step 3 after the bypass');
});
