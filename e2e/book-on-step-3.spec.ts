import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  answerOverview,
  bookButton,
  chooseDateAndRooms,
  continueAsGuest,
  continueWithAccount,
  declineInsurance,
  expect,
  expectNoAxeViolations,
  fillStepTwo,
  test,
  text,
} from './fixtures';

interface MockState {
  bookings: {
    bookingNo: string;
    payload: { totals: { totalPrice: number; deposit: number }; [key: string]: unknown };
  }[];
}
const mockState = (page: Page) => page.evaluate(async () => (await (await fetch('/__mock/state')).json()) as MockState);
const euros = (shown: string) =>
  Number(
    shown
      .replace(/[^\d,]/g, '')
      .replace(',', '.')
      .replace(/\.$/, ''),
  );

test('a guest books GRP-ALPS with a voucher and flex and lands on the confirmation; the server holds one booking with the total shown', async ({
  page,
}) => {
  test.slow();
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'], date: 3 });
  await continueAsGuest(page, 'erika@example.com');
  await fillStepTwo(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page.getByRole('heading', { name: 'Übersicht prüfen', level: 2 })).toBeVisible();
  // The side overview is hidden on step 3; the total stays in view with the button.
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await expect(page.locator('.overview__total')).toContainText('€ 5.030,–');

  // Nothing answered: every missing answer is marked and listed, the first one focused; nothing is sent.
  await bookButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'wurde nicht gesendet' })).toBeVisible();
  await expect(page.locator('#insurance-missing')).toBeFocused();
  await expect(page.locator('#insurance-missing')).toContainText('Bitte wähle deinen Versicherungsschutz aus.');
  await expect(page.getByText('Bitte wähle, ob du den Flex-Tarif buchen möchtest.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'step 3 refused');
  expect((await mockState(page)).bookings).toEqual([]);

  // The insurance is decided on step 2, through the block's own link.
  await page.getByRole('link', { name: 'Versicherung wählen' }).click();
  await declineInsurance(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page.getByText('Keine Reiseversicherung')).toBeVisible();

  await page.getByRole('textbox', { name: 'Gutscheincode' }).fill('SOMMER50');
  await page.getByRole('button', { name: 'Gutschein prüfen' }).click();
  await expect(
    page.getByText('Der Gutschein über € 50,– ist gültig. Der Preis reduziert sich um € 50,–.'),
  ).toBeVisible();
  await page.getByRole('radio', { name: /^Ja, Flex-Tarif für €\s252,– buchen$/ }).check();
  await expect(page.locator('.overview__total')).toContainText('€ 5.232,–');
  await page.getByRole('button', { name: 'Kundengeldabsicherung' }).click();
  const faq = page.getByRole('dialog', { name: 'Kundengeldabsicherung' });
  await expect(faq).toContainText('innerhalb von 8 Wochen');
  await expectNoAxeViolations(page, 'FAQ dialog');
  await page.keyboard.press('Escape');
  await expect(faq).toBeHidden();
  await expect(page.getByRole('button', { name: 'Kundengeldabsicherung' })).toBeFocused();
  await answerOverview(page);
  await expectNoAxeViolations(page, 'step 3 answered');
  const shown = euros(await page.getByTestId('overview-total').innerText());
  await bookButton(page).click();
  await expect(page).toHaveURL(/\/booking\/ASI-100001$/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  await expect(
    page.getByText('Du erhältst die Buchungsbestätigung mit dem Sicherungsschein per E-Mail.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jetzt online bezahlen' })).toHaveAttribute(
    'href',
    '/payment/ASI-100001',
  );
  await expectNoAxeViolations(page, 'confirmation');
  const { bookings } = await mockState(page);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]?.payload).toMatchObject({
    totals: { totalPrice: shown },
    flexBooking: true,
    voucher: { code: 'SOMMER50' },
    paymentType: 'CARD',
    gtc: true,
    consent: true,
  });
  expect(shown).toBe(5232);
  // The confirmation's link opens the booking's payment page with the deposit due.
  await page.getByRole('link', { name: 'Jetzt online bezahlen' }).click();
  await expect(page).toHaveURL(/\/payment\/ASI-100001$/);
  await expect(page.getByText('Offener Betrag:')).toBeVisible();
  await expect(page.locator('.payment__sum')).toHaveText(
    `€ ${String(bookings[0]?.payload.totals.deposit).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},–`,
  );
});

test('in English, a business class upgrade makes the booking a request: "Request now", nothing to pay online', async ({
  page,
}) => {
  test.slow();
  await page.goto('/en/b/GRP-ALPS');
  await page
    .getByRole('button', { name: /^Select the dates / })
    .first()
    .click();
  await page.getByLabel('Number of travellers').fill('2');
  await page.getByRole('button', { name: 'Add Double room' }).click();
  await page.getByRole('combobox', { name: 'Travel class' }).selectOption('business');
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'booking:userSelection.title') });
  await dialog.getByLabel('E-mail').fill('erika@example.com');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await fillStepTwo(page, { language: 'en' });
  await declineInsurance(page, 'en');
  await page.getByRole('button', { name: text('en', 'booking:customer.submit') }).click();
  await expect(page.getByRole('heading', { name: 'Check your booking', level: 2 })).toBeVisible();
  await expect(page.getByText('A request is not paid online: you pay once we have confirmed it.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Visa' })).toHaveCount(0);
  await expect(page.getByTestId('overview-total')).toContainText('*');
  await answerOverview(page, { language: 'en' });
  await expectNoAxeViolations(page, 'step 3 request in English');
  await page.getByRole('button', { name: 'Request now' }).click();
  await expect(page).toHaveURL(/\/en\/booking\/ASI-100001$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your request!' })).toBeVisible();
  await expect(page.getByText('We check availability and get back to you within 1–2 working days.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay online now' })).toHaveCount(0);
  const { bookings } = await mockState(page);
  expect(bookings[0]?.payload).toMatchObject({
    onRequest: true,
    paymentType: null,
    language: 'en',
    flightData: { upgrade: 'business' },
  });
});

test('in Italian, an agency books without paying online and with its own consents', async ({ page }) => {
  test.slow();
  await page.goto('/it/b/GRP-ALPS');
  await page
    .getByRole('button', { name: /^Scegli le date / })
    .nth(3)
    .click();
  await page.getByLabel('Numero di viaggiatori').fill('2');
  await page.getByRole('button', { name: 'Aggiungi Camera doppia' }).click();
  await continueWithAccount(page, 'agentur@example.com', 'it');
  await fillStepTwo(page, { language: 'it' });
  const agency = page.getByRole('region', { name: text('it', 'travellers:agency.heading') });
  await agency.getByRole('radio', { name: 'Signora' }).check();
  await agency.getByRole('textbox', { name: 'Nome', exact: true }).fill('Anna');
  await agency.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Agente');
  await agency.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna@sonnenschein.example');
  await page.getByRole('button', { name: 'Verifica i dati' }).click();
  await expect(page.getByRole('heading', { name: 'Controlla la prenotazione', level: 2 })).toBeVisible();
  await expect(
    page.getByText('Come agenzia non paghi online: la fattura viene inviata alla tua agenzia.'),
  ).toBeVisible();
  // The agency downloads the VVI from step 3 too: the whole booking goes to POST /web2print/vvi
  // with vviOnly, pdf and addAGB, and the PDF is saved as VVI.pdf, naming trip, dates, travellers and price.
  const [vviRequest, download] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/web2print/vvi') && r.method() === 'POST'),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Crea e scarica il VVI' }).click(),
  ]);
  expect(new URL(vviRequest.url()).search).toBe('?supplier=ASI');
  const printed = vviRequest.postDataJSON() as {
    user: { lastname: string };
    travelAgency: { erpId: string };
    vviOnly: boolean;
    pdf: boolean;
    addAGB: boolean;
  };
  expect(printed).toMatchObject({ travelAgency: { erpId: 'AG-4711' }, vviOnly: true, pdf: true, addAGB: true });
  expect(download.suggestedFilename()).toBe('VVI.pdf');
  const pdf = readFileSync(await download.path()).toString('latin1');
  expect(pdf.startsWith('%PDF-1.4')).toBe(true);
  expect(pdf).toContain('Reise: Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran \\(GRP-ALPS\\)');
  expect(pdf).toMatch(/Termin: \d\d\.\d\d\.\d{4} bis \d\d\.\d\d\.\d{4}/);
  expect(pdf).toContain(`Reisende: 2 \\(Erika ${printed.user.lastname}`);
  expect(pdf).toMatch(/Gesamtpreis: EUR [\d]+,\d\d/);
  await expect(page.getByRole('status').filter({ hasText: 'VVI.pdf è stato scaricato.' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /newsletter/ })).toHaveCount(0);
  const button = page.getByRole('button', { name: 'Prenota ora con obbligo di pagamento' });
  await button.click();
  await expect(page.getByText('Conferma che il cliente è stato informato della regola 2G.')).toBeVisible();
  await expectNoAxeViolations(page, 'agency consents missing, in Italian');
  for (const id of ['gtc', 'agentPreContract', 'agentConsent', 'customerDataConsent', 'twoG']) {
    await expect(page.locator(`#consent-${id}`)).not.toBeChecked();
    await page.locator(`#consent-${id}`).check();
  }
  const noFlex = page.getByRole('radio', { name: 'No, grazie' });
  if (await noFlex.count()) await noFlex.check();
  await button.click();
  await expect(page).toHaveURL(/\/it\/booking\/ASI-100001$/);
  await expect(page.getByText('La fattura viene inviata all’agenzia di viaggi.')).toBeVisible();
  const { bookings } = await mockState(page);
  expect(bookings[0]?.payload).toMatchObject({
    paymentType: null,
    agentPreContract: true,
    agentConsent: true,
    customerDataConsent: true,
    twoG: true,
    newsletter: false,
    travelAgency: { erpId: 'AG-4711' },
  });
});

test('a voucher larger than the price shows its remainder; the invoice alone is left at a total of zero', async ({
  page,
}) => {
  test.slow();
  await page.goto('/b/NOF-DOLOMITES');
  await chooseDateAndRooms(page, { pax: 1, rooms: ['Einzelzimmer'] });
  await continueAsGuest(page, 'erika@example.com');
  await fillStepTwo(page, { travellers: 0 });
  await declineInsurance(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await page.getByRole('textbox', { name: 'Gutscheincode' }).fill('GROSS5000');
  await page.getByRole('button', { name: 'Gutschein prüfen' }).click();
  await expect(
    page.getByText(
      'Der Gutschein über € 5.000,– ist gültig. Der Preis reduziert sich auf € 0,–, der Restwert von € 3.510,– bleibt dir erhalten.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('overview-total')).toHaveText('€ 0,–');
  await expect(
    page.getByText('Der Gesamtpreis beträgt € 0,–: du zahlst per Rechnung, es wird nichts abgebucht.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'voucher larger than the price');
  // A redeemed code says so at the field, once the voucher is taken off.
  await page.getByRole('button', { name: 'Gutschein entfernen' }).click();
  await expect(page.getByRole('textbox', { name: 'Gutscheincode' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Gutscheincode' }).fill('EINGELOEST');
  await page.getByRole('button', { name: 'Gutschein prüfen' }).click();
  await expect(page.getByText('Dieser Gutschein wurde bereits eingelöst.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Gutscheincode' })).toHaveAttribute('aria-invalid', 'true');
});

test('an expired fare in the stored booking blocks the submit', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await continueAsGuest(page, 'erika@example.com');
  await fillStepTwo(page);
  await declineInsurance(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await answerOverview(page);
  // A fare whose offer ran out while the person read the page (as stored by the fare search),
  // written as the page loads again: a save the page still had pending cannot overwrite it.
  await page.addInitScript(() => {
    const key = 'persist:booking:GRP-ALPS';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
    const arrival = JSON.parse(stored.arrival ?? '{}') as { flightData?: Record<string, unknown> };
    stored.arrival = JSON.stringify({
      ...arrival,
      flightData: {
        ...arrival.flightData,
        fare: {
          fareIndex: 0,
          listKey: 'x',
          totalPrice: 400,
          originalPrice: 400,
          totalTime: 300,
          fareHeader: { cabinClassCombined: 'economy', fareHasFreeBaggage: true },
          fareInfoBox: { lastTicketingDate: '2099-01-01' },
          legIdentifiers: [],
          legs: [],
        },
        fareValidUntil: '2020-01-01T00:00:00Z',
      },
    });
    localStorage.setItem(key, JSON.stringify(stored));
  });
  await page.reload();
  await bookButton(page).click();
  await expect(page.getByText('Das Flugangebot ist abgelaufen. Bitte wähle den Flug erneut aus.')).toBeVisible();
  expect((await mockState(page)).bookings).toEqual([]);
});

test('a logged-in customer books by instant transfer and is offered to pay online', async ({ page }) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 1, rooms: ['Einzelzimmer'], date: 3 });
  await continueWithAccount(page, 'kunde@example.com');
  await expect(page.getByRole('heading', { name: 'Deine Daten', level: 2 })).toBeVisible();
  // The profile has no house number: the one thing the customer adds.
  await page.getByRole('textbox', { name: 'Hausnummer', exact: true }).fill('7');
  await declineInsurance(page);
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await answerOverview(page, { payWith: 'INSTANT_TRANSFER' });
  await expect(page.getByText('kunde@example.com')).toBeVisible();
  await bookButton(page).click();
  await expect(page.getByRole('link', { name: 'Jetzt online bezahlen' })).toBeVisible();
  const { bookings } = await mockState(page);
  expect(bookings[0]?.payload).toMatchObject({
    paymentType: 'INSTANT_TRANSFER',
    paymentMethod: 'INSTANT_TRANSFER',
    user: { email: 'kunde@example.com' },
    travelAgency: null,
  });
});

test('a direct-payment agency books for its customer, who gets the payment link by e-mail; sending shows the overlay and ignores a second press', async ({
  page,
}) => {
  test.slow();
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 1, rooms: ['Einzelzimmer'], date: 3 });
  await continueWithAccount(page, 'direkt@example.com');
  await fillStepTwo(page, { travellers: 0, email: 'kundin@example.org' });
  await page
    .getByRole('region', { name: 'Rechnungs- und Kontaktdaten' })
    .getByRole('textbox', { name: 'E-Mail', exact: true })
    .fill('kundin@example.org');
  const agency = page.getByRole('region', { name: 'Reisebüro' });
  await agency.getByRole('radio', { name: 'Frau', exact: true }).check();
  await agency.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Direkt');
  await agency.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('dora@reisewelt.example');
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(
    page.getByText(
      'Als Reisebüro zahlst du nicht online: deine Kundin oder dein Kunde erhält nach der Buchung einen Zahlungslink per E-Mail.',
    ),
  ).toBeVisible();
  for (const id of ['gtc', 'agentPreContract', 'agentConsent', 'customerDataConsent', 'twoG'])
    await page.locator(`#consent-${id}`).check();
  const noFlex = page.getByRole('radio', { name: 'Nein, danke' });
  if (await noFlex.count()) await noFlex.check();
  await page.evaluate(async () => {
    await fetch('/__mock/fail', {
      method: 'POST',
      body: JSON.stringify({ family: 'booking', kind: 'hang', times: 1 }),
    });
  });
  await bookButton(page).click();
  await expect(page.getByTestId('submit-overlay')).toContainText(
    'Deine Buchung wird geprüft. Bitte habe einen Moment Geduld.',
  );
  await expectNoAxeViolations(page, 'submit overlay');
  await bookButton(page).click({ force: true });
  expect((await mockState(page)).bookings).toEqual([]);
  // The hanging attempt is given up with a reload: its answer never came, so the page asks the
  // server again by itself, with the same booking and key, and it goes through once.
  await page.reload();
  await expect(page).toHaveURL(/\/booking\/ASI-100001$/);
  await expect(page.getByText('Deine Kundin oder dein Kunde erhält einen Link, um', { exact: false })).toBeVisible();
  const { bookings } = await mockState(page);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]?.payload).toMatchObject({
    paymentType: null,
    travelAgency: { erpId: 'AG-0815', paymentDirect: true },
    user: { email: 'kundin@example.org' },
  });
});
