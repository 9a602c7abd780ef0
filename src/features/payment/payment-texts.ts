import type { i18n as I18n } from 'i18next';
import type { Language } from '@/config/language';

const texts = import.meta.glob<Record<string, unknown>>('../../../locales/*/payment.json', { import: 'default' });

/** Adds the payment page's texts (namespace 'payment') in the page language: they are the payment page's alone. */
export async function addPaymentTexts(i18n: I18n, language: Language): Promise<void> {
  const load = texts[`../../../locales/${language}/payment.json`];
  if (load) i18n.addResourceBundle(language, 'payment', await load());
}
