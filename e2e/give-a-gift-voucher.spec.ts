import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, goToOverviewAsGuest, test } from './fixtures';

// Issue: the gift voucher (spec part 2 §7 'POST /fapi/voucher/create/new', part 1 §3 'voucher
// templates'), from the template to a code redeemed on step 3, in German, English and Italian.

async function fillOrder(
  page: Page,
  said: { design: string; recipient: string; message: string; first: string; last: string; email: string },
  values = { recipient: 'Anna Berg', message: 'Alles Gute zum Geburtstag!', email: 'erika@example.com' },
) {
  await page.getByRole('radio', { name: said.design }).check();
  await page.getByRole('textbox', { name: said.recipient }).fill(values.recipient);
  await page.getByRole('textbox', { name: said.message }).fill(values.message);
  await page.getByRole('textbox', { name: said.first }).fill('Erika');
  await page.getByRole('textbox', { name: said.last }).fill('Muster');
  await page.getByRole('textbox', { name: said.email }).fill(values.email);
}

const GERMAN = {
  design: 'Berge',
  recipient: 'Name der beschenkten Person',
  message: 'Deine Nachricht (freiwillig)',
  first: 'Dein Vorname',
  last: 'Dein Nachname',
  email: 'Deine E-Mail-Adresse',
};

test('in German: a voucher for € 100 paid by card on the payment page; its code takes € 100 off a booking on step 3', async ({
  page,
}) => {
  await page.goto('/gutschein');
  await expect(page.getByRole('heading', { name: 'Reisegutschein verschenken', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'the gift voucher page');
  // Nothing is ticked or chosen for the person: ordering at once names every missing answer.
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByText('Bitte wähle ein Motiv.')).toBeVisible();
  await expect(page.getByText('Bitte akzeptiere die Allgemeinen Geschäftsbedingungen.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Berge' })).toBeFocused();
  await expectNoAxeViolations(page, 'the gift voucher page with its errors');

  await fillOrder(page, GERMAN);
  await page.getByRole('button', { name: '€ 100,–', exact: true }).click();
  await expect(page.getByRole('button', { name: '€ 100,–', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('radio', { name: 'Kreditkarte' }).check();
  const preview = page.getByRole('figure', { name: 'So sieht dein Gutschein aus' });
  await expect(preview).toContainText('€ 100,–');
  await expect(preview).toContainText('für Anna Berg');
  await expect(preview).toContainText('von Erika Muster');
  await expect(page.locator('.gift-voucher__total')).toContainText('€ 100,–');

  // A reload keeps every answer but the terms, which are asked again.
  await page.reload();
  await expect(page.getByRole('textbox', { name: GERMAN.recipient })).toHaveValue('Anna Berg');
  await expect(page.getByRole('textbox', { name: 'Betrag in Euro' })).toHaveValue('100');
  await expect(page.getByRole('radio', { name: 'Kreditkarte' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ })).not.toBeChecked();
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  await expect(page).toHaveURL(/\/payment\/GB-\d+$/);
  await expect(page.getByText('€ 100,– für Anna Berg')).toBeVisible();
  await page.getByRole('textbox', { name: /^Karteninhaber/ }).fill('Erika Muster');
  await page.getByRole('textbox', { name: /^Kartennummer/ }).fill('4111 1111 1111 1111');
  await page.getByRole('textbox', { name: /^Gültig bis/ }).fill('12/30');
  await page.getByRole('textbox', { name: /^Sicherheitscode/ }).fill('737');
  await page.getByRole('button', { name: '€ 100,– jetzt bezahlen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für deine Zahlung!' })).toBeVisible();
  const codeLine = page.getByText(/^Dein Gutscheincode: GS-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(codeLine).toBeVisible();
  const code = (await codeLine.innerText()).replace('Dein Gutscheincode: ', '');
  const pdf = page.getByRole('link', { name: 'Gutschein als PDF herunterladen' });
  const pdfReply = await page.evaluate(
    async (href) => {
      const response = await fetch(href);
      return {
        status: response.status,
        type: response.headers.get('Content-Type'),
        start: (await response.text()).slice(0, 5),
      };
    },
    (await pdf.getAttribute('href')) ?? '',
  );
  expect(pdfReply).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' });
  await expectNoAxeViolations(page, 'the paid voucher');

  await page.goto('/b/GRP-ALPS');
  await goToOverviewAsGuest(page, { date: 3 });
  await page.getByRole('textbox', { name: 'Gutscheincode' }).fill(code);
  await page.getByRole('button', { name: 'Gutschein prüfen' }).click();
  await expect(
    page.getByText('Der Gutschein über € 100,– ist gültig. Der Preis reduziert sich um € 100,–.'),
  ).toBeVisible();
});

test('in English: by invoice the voucher is there at once with its code and PDF; an amount out of range is refused first', async ({
  page,
}) => {
  await page.goto('/en/gutschein');
  await expect(page.getByRole('heading', { name: 'Give a travel voucher', level: 1 })).toBeVisible();
  await fillOrder(page, {
    design: 'By the river',
    recipient: 'Name of the person receiving it',
    message: 'Your message (optional)',
    first: 'Your first name',
    last: 'Your last name',
    email: 'Your e-mail address',
  });
  const amount = page.getByRole('textbox', { name: 'Amount in euros' });
  await amount.fill('20');
  await amount.blur();
  await expect(page.getByText('Please enter an amount in whole euros from € 25,– to € 5.000,–.')).toBeVisible();
  await amount.fill('75');
  await page.getByRole('radio', { name: 'Invoice' }).check();
  await page.getByRole('checkbox', { name: /general terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your voucher is ordered.' })).toBeFocused();
  await expect(page.getByText(/^Voucher code: GS-[A-Z0-9]{4}-[A-Z0-9]{4}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the voucher as a PDF' })).toHaveAttribute(
    'href',
    /^\/fapi\/voucher\/pdf\/GS-/,
  );
  // A press saves the PDF (also where a page load of its address would not reach the server).
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the voucher as a PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^GS-[A-Z0-9]{4}-[A-Z0-9]{4}\.pdf$/);
  // Ordered by invoice, the preview said the code comes at once; the intro is gone.
  await expect(page.getByText('Give time for a journey', { exact: false })).toHaveCount(0);
  // A reload shows the same order again, with its code; another voucher starts the form afresh.
  const code = await page.getByText(/^Voucher code: GS-/).innerText();
  await page.reload();
  await expect(page.getByText(code)).toBeVisible();
  await page.getByRole('button', { name: 'Give another voucher' }).click();
  await expect(page.getByRole('button', { name: 'Order with obligation to pay' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Order with obligation to pay' })).toBeVisible();
  await expectNoAxeViolations(page, 'the voucher ordered by invoice');
  const state = await page.evaluate(async () => (await fetch('/__mock/state')).json());
  expect(state.giftVouchers).toHaveLength(1);
  expect(state.giftVouchers[0]).toMatchObject({
    amount: 75,
    templateId: 'river',
    paymentType: 'BILL',
    language: 'en',
    buyer: { email: 'erika@example.com' },
  });
  // The e-mail carries the code and the PDF.
  const mail = await page.evaluate(
    async (no) => (await fetch(`/__mock/mail/${no}`)).text(),
    String(state.giftVouchers[0].orderNo),
  );
  expect(mail).toContain(`Voucher code: ${state.giftVouchers[0].code}`);
  expect(mail).toMatch(/As a PDF: http:\/\/\S+\/fapi\/voucher\/pdf\/GS-/);
});

test('in Italian: a failed order keeps every answer; the retry orders once and the instant transfer pays it', async ({
  page,
  watch,
}) => {
  watch.allowed.push(/500/);
  await page.goto('/it/gutschein');
  await fillOrder(page, {
    design: 'Montagne',
    recipient: 'Nome di chi lo riceve',
    message: 'Il tuo messaggio (facoltativo)',
    first: 'Il tuo nome',
    last: 'Il tuo cognome',
    email: 'Il tuo indirizzo e-mail',
  });
  await page.getByRole('button', { name: '€ 250,–', exact: true }).click();
  await page.getByRole('radio', { name: 'Bonifico istantaneo' }).check();
  await page.getByRole('checkbox', { name: /condizioni generali/ }).check();
  await page.evaluate(async () => {
    await fetch('/__mock/fail', {
      method: 'POST',
      body: JSON.stringify({ family: 'voucher', kind: 'error', status: 500, times: 1 }),
    });
  });
  const order = page.getByRole('button', { name: 'Ordina con obbligo di pagamento' });
  await order.click();
  await expect(page.getByText('Non è stato possibile ordinare il buono.', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome di chi lo riceve' })).toHaveValue('Anna Berg');
  await expectNoAxeViolations(page, 'a failed order');
  await order.click();
  await expect(page).toHaveURL(/\/it\/payment\/GB-\d+$/);
  await expect(page.getByText('€ 250,– per Anna Berg')).toBeVisible();
  await page.getByRole('radio', { name: 'Bonifico istantaneo' }).check();
  await page.getByRole('button', { name: 'Paga ora € 250,–' }).click();
  await expect(page.getByText(/^Il tuo codice del buono: GS-/)).toBeVisible();
  const state = await page.evaluate(async () => (await fetch('/__mock/state')).json());
  expect(state.giftVouchers).toHaveLength(1);
});
