import { useTranslation } from 'react-i18next';
import { salesHoursIn, telHref, type SalesContact } from '@/config/sales-contact';
import { isLanguage } from '@/config/language';

/** 'Fragen? Wir sind für dich da: +49 89 1234 5678 (Mo–Fr 9–18 Uhr)': the phone to call, with its hours. */
export function SalesContactLine({ lead, contact }: { lead: string; contact: SalesContact }) {
  const { i18n } = useTranslation();
  const hours = salesHoursIn(contact, isLanguage(i18n.language) ? i18n.language : 'de');
  return (
    <p className="contact-line">
      {lead} <a href={telHref(contact.phone)}>{contact.phone}</a>
      {hours ? ` (${hours})` : null}
    </p>
  );
}
