import {
  chooseDateAndRooms,
  continueAsGuest,
  declineInsurance,
  expect,
  expectNoAxeViolations,
  fillStepTwo,
  test,
} from './fixtures';

test("GRP-ALPS: travelling on one's own takes the opt-out reduction off the price", async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  const total = page.getByRole('complementary').locator('.price-overview__total');
  await expect(total).toContainText('€ 5.030,–');
  await expect(page.getByText(/^Hinflug/)).toBeVisible();
  await page.getByLabel('Ich reise selbst an, ohne den Flug').check();
  // 2 × (35000 cents / 100): spec part 1 §9
  await expect(total).toContainText('€ 4.330,–');
  await expect(page.getByRole('complementary').getByText('Eigene Anreise (Ermäßigung)')).toBeVisible();
  await expectNoAxeViolations(page, 'step 1 with own arrival');
  await page.getByLabel('Ich reise selbst an, ohne den Flug').uncheck();
  await expect(total).toContainText('€ 5.030,–');
});

test('OPT-JORDAN in English: opting into a flight needs an airport and a flight request; opting out again restores the price', async ({
  page,
}) => {
  await page.goto('/en/b/OPT-JORDAN');
  await page
    .getByRole('button', { name: /^Select the dates / })
    .first()
    .click();
  await page.getByLabel('Number of travellers').fill('2');
  await page.getByRole('button', { name: 'Add Double room' }).click();
  const total = page.getByRole('complementary').locator('.price-overview__total');
  await expect(total).toContainText('€ 3.980,–');
  const noFlight = page.getByLabel('Travel without a flight');
  await expect(noFlight).toBeChecked();
  await noFlight.uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose a flight or your own arrival')).toBeVisible();
  await expect(page.getByText('Choose an airport from the list')).toBeVisible();
  await expectNoAxeViolations(page, 'OPT-JORDAN with the flight errors');
  await page.getByRole('combobox', { name: 'Departure airport' }).fill('FRA');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Request a flight' }).click();
  await expect(page.getByText('Your flight from Frankfurt is requested.')).toBeFocused();
  // The requested flight is on request: the total is marked, and the request keeps its airport.
  await expect(total).toContainText('€ 3.980,– *');
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(JSON.parse(localStorage.getItem('persist:booking:OPT-JORDAN') ?? '{}').arrival ?? '{}')
            .flightData ?? {}) as {
            request?: boolean;
            alternativeAirport?: string | null;
          },
      ),
    )
    .toMatchObject({ request: true, alternativeAirport: 'FRA' });
  await noFlight.check();
  await expect(total).toHaveText(/€\s3\.980,–$/);
});

test('IND-ICELAND in Italian: own flight dates are required and bounded', async ({ page }) => {
  await page.goto('/it/b/IND-ICELAND');
  // The calendar: earliest day 10 days ahead; pick the first selectable day shown.
  await expect(page.getByRole('button', { name: 'Scegli queste date' })).toBeDisabled();
  await page.locator('.rdp-day_button:not([disabled])').first().click();
  await expectNoAxeViolations(page, 'IND-ICELAND calendar');
  await page.getByRole('button', { name: 'Scegli queste date' }).click();
  await page.getByLabel('Numero di viaggiatori').fill('2');
  await page.getByRole('button', { name: 'Aggiungi Camera doppia' }).click();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Le tue date di volo')).toBeVisible();
  const outbound = page.getByRole('group', { name: 'Andata il' });
  await outbound.getByLabel('Andata il: Giorno').fill('31');
  await outbound.getByLabel('Andata il: Mese').fill('4');
  await outbound.getByLabel('Andata il: Anno').fill('2030');
  await expect(outbound.getByText('Il giorno deve essere compreso tra 1 e 30.')).toBeVisible();
  const start = (await page.locator('.chosen-date__dates').textContent())?.match(
    /(\d\d)\.(\d\d)\.(\d{4}) – (\d\d)\.(\d\d)\.(\d{4})/,
  );
  if (!start) throw new Error('no chosen dates');
  await outbound.getByLabel('Andata il: Giorno').fill(start[1] ?? '');
  await outbound.getByLabel('Andata il: Mese').fill(start[2] ?? '');
  await outbound.getByLabel('Andata il: Anno').fill(start[3] ?? '');
  const inbound = page.getByRole('group', { name: 'Ritorno il' });
  await inbound.getByLabel('Ritorno il: Giorno').fill(start[4] ?? '');
  await inbound.getByLabel('Ritorno il: Mese').fill(start[5] ?? '');
  await inbound.getByLabel('Ritorno il: Anno').fill(start[6] ?? '');
  await expect(page.getByText('Data valida', { exact: true })).toHaveCount(2);
  await expectNoAxeViolations(page, 'IND-ICELAND own dates');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByRole('dialog', { name: 'Come vuoi prenotare?' })).toBeVisible();
});

test('PRT-MOROCCO: a date with two flight variants offers the choice; the chosen one stays over a reload and is what step 3 lists', async ({
  page,
}) => {
  await page.goto('/b/PRT-MOROCCO');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  const variants = page.getByRole('group', { name: 'Wähle deine Flugverbindung' });
  await expect(variants.getByRole('radio')).toHaveCount(2);
  await expect(variants.getByRole('radio', { name: 'Verbindung 1' })).toBeChecked();
  await expectNoAxeViolations(page, 'step 1 with two flight variants');
  await variants.getByRole('radio', { name: 'Verbindung 2' }).check();
  await page.reload();
  await expect(variants.getByRole('radio', { name: 'Verbindung 2' })).toBeChecked();
  await continueAsGuest(page, 'erika@example.com');
  await fillStepTwo(page);
  await declineInsurance(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  const arrival = page.getByRole('region', { name: 'Anreise' });
  await expect(arrival.getByText(/^LH 17\d\d: München → RAK/)).toBeVisible();
  await expect(arrival.getByText(/Frankfurt/)).toHaveCount(0);
});
