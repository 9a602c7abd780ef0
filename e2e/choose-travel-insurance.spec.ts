import {
  chooseDateAndRooms,
  continueAsGuest,
  expect,
  expectNoAxeViolations,
  fillCountry,
  fillDate,
  fillStepTwo,
  test,
} from './fixtures';

test('an insurance offer: its terms must be accepted, which loads the pre-contract; price, reload and going back keep it', async ({
  page,
}) => {
  // A whole step 2 filled in field by field, with axe scans: more than 30 s on a busy machine.
  test.slow();
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await continueAsGuest(page, 'erika@example.com');
  const box = page.getByRole('region', { name: 'Reiseversicherung' });
  await expect(box.getByText('Sobald mindestens ein Geburtsdatum eingetragen ist')).toBeVisible();
  await expectNoAxeViolations(page, 'insurance waiting for a birthday');
  await fillStepTwo(page);
  const offer = box.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Reiserücktritt' }) });
  await expect(offer.getByRole('radio', { name: /mit SB/ })).toBeVisible();
  // Nothing is chosen beforehand.
  await expect(box.getByRole('radio', { checked: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'insurance offers');
  await offer.getByRole('radio', { name: /mit SB/ }).check();
  const overview = page.getByRole('complementary', { name: 'Deine Preisübersicht' });
  await expect(overview.getByText('Reiseversicherung Reiserücktritt mit SB')).toBeVisible();
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(
    box.getByText('Bitte akzeptiere die Versicherungsbedingungen oder wähle keine Versicherung.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/user$/);
  await box.getByRole('checkbox', { name: /Versicherungsbedingungen für Reiserücktritt mit SB/ }).check();
  await expect(box.getByRole('link', { name: 'Deine Versicherungsbedingungen (PDF)' })).toHaveAttribute(
    'href',
    '/versicherung/vvi-erv.pdf',
  );
  await expectNoAxeViolations(page, 'insurance accepted');
  await page.reload();
  await expect(box.getByRole('checkbox', { name: /Versicherungsbedingungen für Reiserücktritt mit SB/ })).toBeChecked();
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page).toHaveURL(/#\/overview$/);
  await page.goBack();
  await expect(offer.getByRole('radio', { name: /mit SB/ })).toBeChecked();
});

test("a refused pre-contract clears the offer and says why; a residence country without insurance gets the spec's text", async ({
  page,
}) => {
  // A whole step 2 filled in field by field, with axe scans: more than 30 s on a busy machine.
  test.slow();
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await continueAsGuest(page, 'erika@example.com');
  await fillStepTwo(page);
  await fillDate(page.getByRole('region', { name: '2. Reisende/r' }), 'Geburtsdatum', '1940-03-04');
  const box = page.getByRole('region', { name: 'Reiseversicherung' });
  const offer = box.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Reiserücktritt' }) });
  await offer.getByRole('radio', { name: /ohne SB/ }).check();
  // (The refusal takes the box away again: a click, not a check that expects it to stay ticked.)
  await box.getByRole('checkbox').click();
  await expect(box.getByRole('alert')).toHaveText(
    'Die Versicherung konnte aus folgendem Grund nicht angeboten werden: Für Reisende ab 75 Jahren können wir diesen Tarif nicht anbieten.',
  );
  await expect(box.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(box.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page, 'insurance refused');

  await fillCountry(page.getByRole('region', { name: 'Rechnungs- und Kontaktdaten' }), 'Land', 'Schweiz');
  await expect(
    box.getByText(
      'Leider können wir dir momentan keine Reiseversicherungen anbieten. Direkt nach der Buchung bieten wir dir telefonisch und online die Möglichkeit, bei unserem Partner eine Versicherung hinzuzubuchen.',
    ),
  ).toBeVisible();
  await expect(box.getByRole('radio')).toHaveCount(0);
});

test('a tariff on request can be chosen: the booking goes as a request with the premium in no total', async ({
  page,
}) => {
  test.slow();
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 2, rooms: ['Doppelzimmer'] });
  await continueAsGuest(page, 'erika@example.com');
  await fillStepTwo(page);
  const box = page.getByRole('region', { name: 'Reiseversicherung' });
  const offer = box.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rundum-Sorglos-Schutz' }) });
  const overview = page.getByRole('complementary', { name: 'Deine Preisübersicht' });
  const totalBefore = await overview.locator('.price-overview__total').textContent();
  await offer.getByRole('radio', { name: /ohne SB/ }).check();
  await expect(
    box.getByText(/ist auf Anfrage: Der Versicherer berechnet den Beitrag für deine Reise einzeln/),
  ).toBeVisible();
  // The same total, now marked as not final (the premium follows with the confirmation).
  await expect(overview.locator('.price-overview__total')).toHaveText(`${totalBefore ?? ''} *`);
  await box.getByRole('checkbox', { name: /Versicherungsbedingungen für Rundum-Sorglos-Schutz ohne SB/ }).check();
  await expectNoAxeViolations(page, 'insurance on request chosen');
  await page.getByRole('button', { name: 'Daten prüfen' }).click();
  await expect(page).toHaveURL(/#\/overview$/);
  await expect(page.getByRole('button', { name: 'Jetzt anfragen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' })).toHaveCount(0);
});
