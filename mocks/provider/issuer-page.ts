import { formatPrice } from '../../src/domain/format/price';
import type { Charge } from './provider-db';

const TEXT = {
  de: {
    title: 'Zahlung bestätigen',
    bank: 'Stand-in-Bank · Testumgebung',
    ask: 'Deine Bank bittet dich, die Zahlung über {amount} an ASI Reisen zu bestätigen.',
    done: 'Diese Zahlung ist bereits abgeschlossen. Du kehrst zum Shop zurück.',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    back: 'Zurück zum Shop',
  },
  en: {
    title: 'Confirm your payment',
    bank: 'Stand-in bank · test environment',
    ask: 'Your bank asks you to confirm the payment of {amount} to ASI Reisen.',
    done: 'This payment has already been completed. You return to the shop.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    back: 'Back to the shop',
  },
  it: {
    title: 'Conferma il pagamento',
    bank: 'Banca sostitutiva · ambiente di test',
    ask: 'La tua banca ti chiede di confermare il pagamento di {amount} ad ASI Reisen.',
    done: 'Questo pagamento è già stato concluso. Torni al negozio.',
    confirm: 'Conferma',
    cancel: 'Annulla',
    back: 'Torna al negozio',
  },
};

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f4f6;color:#1f2937}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0002}
h1{font-size:1.5rem;margin:0 0 .5rem}.bank{color:#4b5563;margin:0 0 1.5rem}
form{display:inline}button{font:inherit;min-height:44px;padding:.5rem 1.25rem;margin:0 .5rem .5rem 0;border-radius:6px;border:1px solid #1d4ed8;cursor:pointer}
.confirm{background:#1d4ed8;color:#fff}.cancel{background:#fff;color:#1d4ed8}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

/** The stand-in issuer's 3-D Secure page: the amount, 'Bestätigen' and 'Abbrechen', in the shop's language. */
export function issuerPage(found: Charge): string {
  const path = new URL(found.returnUrl).pathname;
  const lang = path.startsWith('/en/') ? 'en' : path.startsWith('/it/') ? 'it' : 'de';
  const text = TEXT[lang];
  const open = found.status === 'requires_action';
  const action = (answer: string, label: string, kind: string) =>
    `<form method="post" action="/3ds/${found.id}/${answer}"><button type="submit" class="${kind}">${label}</button></form>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${text.title}</title><style>${STYLE}</style></head><body><main>
<h1>${text.title}</h1><p class="bank">${text.bank}</p>
${
  open
    ? `<p>${text.ask.replace('{amount}', formatPrice(found.amount, ''))}</p>${action('confirm', text.confirm, 'confirm')}${action('cancel', text.cancel, 'cancel')}`
    : `<p>${text.done}</p>${action('confirm', text.back, 'confirm')}`
}
</main></body></html>`;
}
