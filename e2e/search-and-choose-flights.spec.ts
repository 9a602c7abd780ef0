import type { Page } from '@playwright/test';
import { LANGUAGES, type Language } from '../src/config/language';
import { expect, expectNoAxeViolations, failNext, test, text } from './fixtures';

const f = (language: Language, key: string) => text(language, `flights:${key}`);

/** OPT-JORDAN, first date, 2 travellers in a double room, with a flight (opt-in mode 6). */
async function openJordanWithFlight(page: Page, language: Language, query = '') {
  await page.goto(`${LANGUAGES[language].prefix}/b/OPT-JORDAN${query}`);
  await page
    .getByRole('button', { name: new RegExp(`^${text(language, 'schedule.selectLabel').split('{{')[0]}`) })
    .first()
    .click();
  await page.getByLabel(text(language, 'pax.label')).fill('2');
  await page
    .getByRole('button', {
      name: text(language, 'extras:rooms.add').replace('{{room}}', text(language, 'extras:rooms.type.twin')),
    })
    .click();
  await page.getByLabel(text(language, 'extras:flight.optIn')).uncheck();
}

/** Types into the airport type-ahead and takes the first suggestion by keyboard. */
async function chooseAirport(page: Page, language: Language, typed: string) {
  const airport = page.getByRole('combobox', { name: f(language, 'search.airport') });
  await airport.fill(typed);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  return airport;
}

const totalOf = (page: Page) => page.getByRole('complementary').locator('.price-overview__total');
const euros = (label: string | null) => Number((label ?? '').replace(/[^\d,]/g, '').replace(',', '.') || '0');
const storedFlightData = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(JSON.parse(localStorage.getItem('persist:booking:OPT-JORDAN') ?? '{}').arrival ?? '{}').flightData ??
        {}) as {
        fare: { legs: { connections: { segments: { flightNumber: string }[] }[] }[] } | null;
        request: boolean;
        alternativeAirport: string | null;
      },
  );

test('OPT-JORDAN from Munich: search, sort by price, only nonstop, choose a fare and a connection per leg; the total follows', async ({
  page,
}) => {
  await openJordanWithFlight(page, 'de');
  const total = totalOf(page);
  await expect(total).toContainText('€ 3.980,–');
  const airport = await chooseAirport(page, 'de', 'Münch');
  await expect(airport).toHaveValue('München (MUC)');
  const search = page.getByRole('button', { name: 'Flüge suchen' });
  await search.click();
  const dialog = page.getByRole('dialog', { name: 'Flüge ab München' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^\d+ Flüge gefunden$/)).toBeVisible();
  await expect(dialog.getByText('Günstigster Flug')).toBeVisible();
  await expect(dialog.getByText('Schnellster Flug')).toBeVisible();
  await expectNoAxeViolations(page, 'the fare dialog');

  // Escape closes the dialog and gives the focus back to the search button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(search).toBeFocused();
  await page.getByRole('button', { name: 'Gefundene Flüge anzeigen' }).click();

  await dialog.getByLabel('Sortieren nach').selectOption('price');
  const prices = await dialog.locator('.fare-card__price').allTextContents();
  const values = prices.map((p) => (p.startsWith('+') ? euros(p) : 0));
  expect(values).toEqual([...values].sort((a, b) => a - b));

  await dialog.getByLabel('Nur Nonstop').check();
  await expect(dialog.getByText(/^\d+ von \d+ Flügen passen zum Filter$/)).toBeVisible();
  const facts = await dialog.locator('.fare-card .connection__facts').allTextContents();
  expect(facts.length).toBeGreaterThan(0);
  expect(facts.every((line) => line.includes('Nonstop'))).toBe(true);
  await expectNoAxeViolations(page, 'the filtered result list');

  // A fare with a surcharge (fares at no surcharge come first: more pages may be needed); in a leg
  // with several connections, the second one.
  const card = dialog
    .locator('.fare-card')
    .filter({ has: page.locator('.fare-card__price', { hasText: /^\+/ }) })
    .first();
  for (let page_ = 0; page_ < 30 && (await card.count()) === 0; page_ += 1)
    await dialog.getByRole('button', { name: 'Weitere Flüge anzeigen' }).click();
  const surcharge = euros(await card.locator('.fare-card__price').textContent());
  expect(surcharge).toBeGreaterThan(20);
  const options = card.locator('fieldset').first().getByRole('radio');
  let chosenNumber: string | null = null;
  if ((await options.count()) > 1) {
    await options.nth(1).check();
  }
  await card.locator('fieldset').first().getByText('Flugdetails').click();
  chosenNumber =
    (await card.locator('fieldset').first().locator('.segment strong').first().textContent())?.trim() ?? null;
  await card.getByRole('button', { name: 'Diesen Flug wählen' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Dein Flug: \+ €\s/ })).toBeFocused();
  await expect(total).toContainText(`€ ${(3980 + surcharge).toLocaleString('de-DE')},–`);
  await expect
    .poll(async () => (await storedFlightData(page)).fare?.legs.map((leg) => leg.connections.length))
    .toEqual([1, 1]);
  const stored = await storedFlightData(page);
  expect(stored.fare?.legs[0]?.connections[0]?.segments[0]?.flightNumber).toBe(chosenNumber);
  await expectNoAxeViolations(page, 'step 1 with a chosen flight');

  // Remove: the search is offered again and the price is back.
  await page.getByRole('button', { name: 'Flug entfernen' }).click();
  await expect(page.getByRole('button', { name: 'Flüge suchen' })).toBeVisible();
  await expect(total).toContainText('€ 3.980,–');
});

test('in English: an offer that runs out offers only "search again"', async ({ page }) => {
  // The mock's offers stay valid 5 minutes and 8 seconds: 8 seconds after the app's 5-minute margin.
  await openJordanWithFlight(page, 'en', '?mockFareValidity=308');
  await chooseAirport(page, 'en', 'Frankfurt');
  await page.getByRole('button', { name: 'Search flights' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flights from Frankfurt' });
  await expect(dialog.getByText('500 flights found').or(dialog.getByText(/^\d+ flights found$/))).toBeVisible();
  await dialog.locator('.fare-card').first().getByRole('button', { name: 'Choose this flight' }).click();
  await expect(page.getByRole('heading', { name: /^Your flight: / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove the flight' })).toBeVisible();

  await expect(page.getByText('The flight offer has expired. Please select the flight again.')).toBeVisible({
    timeout: 15_000,
  });
  // The fare and its price are gone; going on asks for a flight again.
  await expect(totalOf(page)).toHaveText(/€\s3\.980,–$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose a flight or your own arrival')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove the flight' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose another flight' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'an expired flight offer');

  await page.evaluate(async () => {
    await fetch('/__mock/fares', { method: 'POST', body: JSON.stringify({ validitySeconds: null }) });
  });
  await page.getByRole('button', { name: 'Search again' }).click();
  await expect(page.getByRole('dialog', { name: 'Flights from Frankfurt' })).toBeVisible();
});

test('in Italian: no connection from Luxembourg switches to a flight request, and the booking is on request', async ({
  page,
}) => {
  await openJordanWithFlight(page, 'it');
  await chooseAirport(page, 'it', 'Lussem');
  await page.getByRole('button', { name: 'Cerca voli' }).click();
  const dialog = page.getByRole('dialog', { name: /^Voli da / });
  await expect(dialog.getByText('Purtroppo non siamo riusciti a trovare un collegamento adeguato.')).toBeVisible();
  await expectNoAxeViolations(page, 'no connection found');
  await dialog.getByRole('button', { name: 'Richiedi il volo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Il tuo volo da Lussemburgo-Findel è stato richiesto.')).toBeFocused();
  await expect(totalOf(page)).toContainText('€ 3.980,– *');
  await expect.poll(async () => (await storedFlightData(page)).alternativeAirport).toBe('LUX');
  expect((await storedFlightData(page)).request).toBe(true);
});

test('a search that loses the network twice is retried and still shows fares; a third loss says so and can be retried', async ({
  page,
}) => {
  await openJordanWithFlight(page, 'de');
  await chooseAirport(page, 'de', 'MUC');
  await failNext(page, { family: 'hh', kind: 'network', times: 2 });
  await page.getByRole('button', { name: 'Flüge suchen' }).click();
  await expect(page.getByRole('dialog', { name: 'Flüge ab München' }).getByText(/^\d+ Flüge gefunden$/)).toBeVisible();
  await page.keyboard.press('Escape');

  await failNext(page, { family: 'hh', kind: 'network', times: 3 });
  await page.getByRole('button', { name: 'Flüge suchen' }).click();
  await expect(
    page.getByText('Die Flugsuche hat gerade nicht geklappt. Bitte versuche es erneut oder frage den Flug an.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Erneut suchen' }).click();
  await expect(page.getByRole('dialog', { name: 'Flüge ab München' })).toBeVisible();
});

test('the search needs an airport from the list: the error is at the field and the focus goes there', async ({
  page,
}) => {
  await openJordanWithFlight(page, 'de');
  await page.getByRole('button', { name: 'Flüge suchen' }).click();
  const airport = page.getByRole('combobox', { name: 'Abflughafen' });
  await expect(airport).toBeFocused();
  await expect(page.getByText('Wähle einen Flughafen aus der Liste')).toBeVisible();
  // The list opens with nothing typed (minimum input 0), grouped by country.
  await page.keyboard.press('ArrowDown');
  const list = page.getByRole('listbox', { name: 'Abflughafen' });
  await expect(list.getByRole('group', { name: 'Deutschland' })).toBeVisible();
  await expect(list.getByRole('group', { name: 'Luxemburg' })).toBeVisible();
  await expectNoAxeViolations(page, 'the open airport list');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
});

test('by keyboard: the airport, the search, the dialog keeps the focus inside, a connection and the choice', async ({
  page,
}) => {
  await openJordanWithFlight(page, 'de');
  const airport = page.getByRole('combobox', { name: 'Abflughafen' });
  await airport.focus();
  await page.keyboard.type('Wien');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(airport).toHaveValue('Wien-Schwechat (VIE)');
  const search = page.getByRole('button', { name: 'Flüge suchen' });
  await search.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Flüge ab Wien-Schwechat' });
  await expect(dialog).toBeVisible();
  // Tab and Shift+Tab stay in the dialog (or pass through the browser's own controls and come back).
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(
      await dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body),
    ).toBe(true);
  }
  // A second connection of a leg by arrow keys, then the fare's button.
  const card = dialog
    .locator('.fare-card')
    .filter({ has: page.locator('input[type=radio]') })
    .first();
  const radio = card.getByRole('radio').first();
  await radio.focus();
  await page.keyboard.press('ArrowDown');
  await expect(card.getByRole('radio').nth(1)).toBeChecked();
  await card.getByRole('button', { name: 'Diesen Flug wählen' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Dein Flug: / })).toBeFocused();
  // The booking is written to the browser's storage a moment after the choice.
  await expect
    .poll(async () => (await storedFlightData(page)).fare?.legs.map((leg) => leg.connections.length))
    .toEqual([1, 1]);
});
