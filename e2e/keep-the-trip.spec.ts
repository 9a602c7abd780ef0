import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { bookButton, expect, expectNoAxeViolations, goToOverviewAsGuest, test } from './fixtures';

/** Clicks a calendar link and reads the entry it downloads, lines unfolded. */
async function downloadEntry(page: Page, name: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  return { fileName: download.suggestedFilename(), text, lines: text.replace(/\r\n /g, '').split('\r\n') };
}

/** dd.mm.yyyy of the day `days` after today, as the mock counts (UTC days). */
const dayFromNow = (days: number) => {
  const [y, m, d] = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};

test('after booking, the trip goes into the calendar and the confirmation prints without its buttons', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page);
  await bookButton(page).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  const bookingNo = /\/booking\/([^/]+)$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { name: 'Deine Reise festhalten' })).toBeVisible();
  await expectNoAxeViolations(page, 'the confirmation with its calendar entry');

  const entry = await downloadEntry(page, 'In den Kalender eintragen');
  expect(entry.fileName).toBe(`${bookingNo}.ics`);
  expect(entry.lines).toEqual(
    expect.arrayContaining([
      'BEGIN:VEVENT',
      'SUMMARY:Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran',
      `DESCRIPTION:Buchungsnummer: ${bookingNo}`,
      'STATUS:CONFIRMED',
    ]),
  );
  const start = entry.lines.find((l) => l.startsWith('DTSTART;VALUE=DATE:'))?.slice(-8) ?? '';
  const end = entry.lines.find((l) => l.startsWith('DTEND;VALUE=DATE:'))?.slice(-8) ?? '';
  // The trip's 8 days, the end exclusive as calendars want it.
  const days =
    (Date.parse(`${end.slice(0, 4)}-${end.slice(4, 6)}-${end.slice(6)}`) -
      Date.parse(`${start.slice(0, 4)}-${start.slice(4, 6)}-${start.slice(6)}`)) /
    86_400_000;
  expect(days).toBe(8);

  await expect(page.getByRole('button', { name: 'Bestätigung drucken' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Bestätigung drucken' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'In den Kalender eintragen' })).toBeHidden();
  await expect(page.getByText(bookingNo).first()).toBeVisible();
  await page.pdf({ format: 'A4', path: testInfo.outputPath('confirmation.pdf') });
  await testInfo.attach('confirmation.pdf', {
    path: testInfo.outputPath('confirmation.pdf'),
    contentType: 'application/pdf',
  });
  await page.emulateMedia({ media: 'screen' });
});

test('the payment page says when the rest is due and offers that day as a calendar entry', async ({ page }) => {
  await page.goto('/payment/ASI-9004');
  const due = dayFromNow(40);
  await expect(page.getByRole('definition').filter({ hasText: due })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Restzahlung fällig am' })).toBeVisible();
  await expectNoAxeViolations(page, 'the payment page with the due date');
  const entry = await downloadEntry(page, 'Fälligkeit in den Kalender eintragen');
  const [d, m, y] = due.split('.');
  expect(entry.lines).toEqual(
    expect.arrayContaining([
      `DTSTART;VALUE=DATE:${y}${m}${d}`,
      'SUMMARY:Restzahlung: Dolomiten mit Hund: Wandern rund um die Drei Zinnen',
      expect.stringMatching(
        /^DESCRIPTION:Buchungsnummer ASI-9004\. Zur Zahlung: http:\/\/127\.0\.0\.1:\d+\/payment\/ASI-9004$/,
      ),
    ]),
  );
});

test('an overdue rest shows its day, without a calendar entry for a day gone; a paid booking shows none', async ({
  page,
}) => {
  await page.goto('/payment/ASI-9001');
  await expect(page.getByRole('definition').filter({ hasText: dayFromNow(-2) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fälligkeit in den Kalender eintragen' })).toHaveCount(0);
  await page.goto('/payment/ASI-9002');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Deine Buchung ist bereits bezahlt. Vielen Dank!')).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Restzahlung fällig am' })).toHaveCount(0);
});
