import type { Page } from '@playwright/test';
import {
  answerOverview,
  bookButton,
  chooseDateAndRooms,
  continueWithAccount,
  declineInsurance,
  expect,
  expectNoAxeViolations,
  goToOverviewAsGuest,
  test,
} from './fixtures';

const mockState = (page: Page) =>
  page.evaluate(async () => (await fetch('/__mock/state')).json() as Promise<{ bookings: unknown[] }>);

interface ScheduleReply {
  id: number;
  start: string;
  roomType: string;
  bookable: boolean;
  onRequest: boolean;
}

/** The next dates reply comes late (after step 3 is drawn again) and with the twin rooms of `start` gone. */
async function twinRoomsGoneOnNextLoad(page: Page, start: string) {
  const real = await page.evaluate(
    async () => (await fetch('/fapi/schedule/GRP-ALPS')).json() as Promise<ScheduleReply[]>,
  );
  const changed = real.map((s) =>
    s.start === start && s.roomType === 'twin' ? { ...s, bookable: false, onRequest: false, roomsAvailable: 0 } : s,
  );
  await page.evaluate(async (body) => {
    await fetch('/__mock/fail', {
      method: 'POST',
      body: JSON.stringify({ family: 'schedule', kind: 'reply', body, times: 1, delayMs: 1500 }),
    });
  }, changed);
}

// Spec part 2 §8: 'street error, flight error and room error flags shown inline' on step 3.
test('a room sold out while step 3 was away: the rooms block says so with the way to choose again, and the submit refuses', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page);
  const start = await page.evaluate(async () => {
    const list = (await (await fetch('/fapi/schedule/GRP-ALPS')).json()) as ScheduleReply[];
    return list.find((s) => s.bookable)?.start ?? '';
  });
  await twinRoomsGoneOnNextLoad(page, start);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Übersicht prüfen', level: 2 })).toBeVisible();

  const rooms = page.getByRole('region', { name: 'Zimmer' });
  const flag = rooms.getByRole('alert');
  await expect(flag).toHaveText(/Bitte teile allen Reisenden ein Zimmer zu\. Noch ohne Zimmer: 2 Personen\./);
  await expect(page.getByText('Ein gewähltes Zimmer ist nicht mehr verfügbar.', { exact: false })).toBeVisible();
  // No figure reads as the total while the rooms are missing.
  await expect(page.getByTestId('overview-total')).toHaveCount(0);
  await expect(page.getByText('Gesamtpreis')).toHaveCount(0);
  await expect(page.getByText('ein Zimmer für alle Reisenden')).toBeVisible();
  // Still step 3: nothing entered is lost, and the submit refuses with the focus on the flag.
  await expect(page).toHaveURL(/#\/overview$/);
  await bookButton(page).click();
  await expect(page.locator('#flag-rooms')).toBeFocused();
  await expectNoAxeViolations(page, 'step 3 with the rooms flagged and the submit refused');
  expect(
    ((await page.evaluate(async () => (await fetch('/__mock/state')).json())) as { bookings: unknown[] }).bookings,
  ).toEqual([]);

  await flag.getByRole('button', { name: 'Zimmer wählen' }).click();
  await expect(page).toHaveURL(/#\/schedule/);
  await expect(page.getByRole('button', { name: 'Doppelzimmer hinzufügen' })).toBeVisible();
});

test('a date gone while away is not a flag: the reload goes back to step 1, which says so', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page);
  await page.evaluate(async () => {
    const list = (await (await fetch('/fapi/schedule/GRP-ALPS')).json()) as ScheduleReply[];
    const start = list.find((s) => s.bookable)?.start;
    const body = list.map((s) => (s.start === start ? { ...s, bookable: false, onRequest: false } : s));
    await fetch('/__mock/fail', {
      method: 'POST',
      body: JSON.stringify({ family: 'schedule', kind: 'reply', body, times: 1, delayMs: 1500 }),
    });
  });
  await page.reload();
  await expect(page).toHaveURL(/#\/schedule/);
  await expect(page.getByText('Seit deinem letzten Besuch hat sich etwas geändert')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Übersicht prüfen' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'step 1 saying a date went while away');
});

test("a profile's street that arrives too long after step 3 opened is flagged at the address, and leads to the street on step 2", async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 1, rooms: ['Einzelzimmer'], date: 3 });
  await continueWithAccount(page, 'kunde@example.com');
  await page.getByRole('textbox', { name: 'Hausnummer', exact: true }).fill('7');
  await declineInsurance(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await answerOverview(page);
  const user = await page.evaluate(async () => (await fetch('/fapi/user')).json() as Promise<Record<string, unknown>>);
  const longStreet = 'Sankt-Johann-im-Pongau-Landstraße 12';
  await page.evaluate(
    async (body) => {
      await fetch('/__mock/fail', {
        method: 'POST',
        body: JSON.stringify({ family: 'user', kind: 'reply', body, times: 1, delayMs: 1500 }),
      });
    },
    { ...user, street: longStreet },
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Übersicht prüfen', level: 2 })).toBeVisible();
  const flag = page.getByRole('region', { name: 'Rechnungsempfänger' }).getByRole('alert');
  await expect(flag).toHaveText(/Straße: Maximal 30 Zeichen erlaubt\./);
  await bookButton(page).click();
  await expect(page.locator('#flag-street')).toBeFocused();
  await expectNoAxeViolations(page, 'step 3 with the street flagged');
  expect((await mockState(page)).bookings).toEqual([]);

  await flag.getByRole('button', { name: 'Adresse ändern' }).click();
  const street = page.getByRole('textbox', { name: 'Straße', exact: true });
  await expect(street).toBeFocused();
  await expect(page.getByText('Maximal 30 Zeichen erlaubt.')).toBeVisible();
  await street.fill('Landstraße');
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page.getByRole('heading', { name: 'Übersicht prüfen', level: 2 })).toBeVisible();
  await expect(page.locator('#flag-street')).toHaveCount(0);
});
