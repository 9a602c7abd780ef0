import { chooseDateAndRooms, continueWithAccount, expect, expectNoAxeViolations, test } from './fixtures';

test('an agency that may generate the VVI posts the booking to the VVI path and gets a PDF', async ({
  page,
  context,
}) => {
  await page.goto('/it/b/GRP-ALPS');
  // Log in as the agency through the dialog, then come back to step 1.
  await page
    .getByRole('button', { name: /^Scegli le date / })
    .first()
    .click();
  await page.getByLabel('Numero di viaggiatori').fill('2');
  await page.getByRole('button', { name: 'Aggiungi Camera doppia' }).click();
  await continueWithAccount(page, 'agentur@example.com', 'it');
  await expect(page.getByRole('heading', { name: 'I tuoi dati', level: 2 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Fasi della prenotazione' })
    .getByRole('link', { name: /Il tuo viaggio/ })
    .click();

  const button = page.getByRole('button', { name: 'Crea e scarica il VVI' });
  await expect(button).toBeEnabled();
  await page.getByRole('button', { name: 'Rimuovi Camera doppia' }).click();
  await expect(button).toBeDisabled();
  await expect(page.getByText('Scegli almeno una camera per creare le informazioni precontrattuali.')).toBeVisible();
  await expectNoAxeViolations(page, 'step 1 for an agency without rooms');
  await page.getByRole('button', { name: 'Aggiungi Camera doppia' }).click();

  // The form opens its own window; the POST is that window's navigation.
  const [request, popup] = await Promise.all([
    context.waitForEvent('request', { predicate: (r) => r.url().includes('/web2print/vvi') && r.method() === 'POST' }),
    context.waitForEvent('page'),
    button.click(),
  ]);
  expect(new URL(request.url()).search).toBe('?pdf=true&vviOnly=true&addAgb=true&supplier=ASI');
  const posted = JSON.parse(new URLSearchParams(request.postData() ?? '').get('booking') ?? '{}') as {
    travelCode: string;
    pax: number;
    travelAgency: { erpId: string };
    totals: { totalPrice: number };
  };
  expect(posted).toMatchObject({
    travelCode: 'GRP-ALPS',
    pax: 2,
    travelAgency: { erpId: 'AG-4711' },
    totals: { totalPrice: 5030 },
  });
  await popup.close().catch(() => undefined);

  const pdf = await page.evaluate(async (booking) => {
    const response = await fetch('/web2print/vvi?pdf=true&vviOnly=true&addAgb=true&supplier=ASI', {
      method: 'POST',
      body: new URLSearchParams({ booking }),
    });
    return {
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      start: (await response.text()).slice(0, 8),
    };
  }, JSON.stringify(posted));
  expect(pdf).toEqual({ type: 'application/pdf', disposition: 'attachment; filename="VVI.pdf"', start: '%PDF-1.4' });
});

test('guests get no VVI button (partner trips and agencies without the right: tests/features/booking-rules)', async ({
  page,
}) => {
  await page.goto('/b/GRP-ALPS');
  await chooseDateAndRooms(page, { pax: 1, rooms: ['Einzelzimmer'] });
  await expect(page.getByRole('button', { name: 'VVI Erstellen & Herunterladen' })).toHaveCount(0);
});
