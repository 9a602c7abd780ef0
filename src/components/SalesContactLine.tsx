import { useTranslation } from 'react-i18next';
import { salesHoursIn, telHref, type SalesContact } from '@/config/sales-contact';
import { isLanguage } from '@/config/language';

/** The sales team's phone as a link that dials it, with its hours in the page's language ('+49 89 1234 5678 (Mo–Fr 9–18 Uhr)'). */
export function SalesPhone({ contact }: { contact: SalesContact }) {
  const { i18n } = useTranslation();
  const hours = salesHoursIn(contact, isLanguage(i18n.language) ? i18n.language : 'de');
  return (
    <>
      <a href={telHref(contact.phone)}>{contact.phone}</a>
      {hours ? ` (${hours})` : null}
    </>
  );
}

/** 'Fragen? Wir sind für dich da: +49 89 1234 5678 (Mo–Fr 9–18 Uhr)': the phone to call, with its hours. */
export function SalesContactLine({ lead, contact }: { lead: string; contact: SalesContact }) {
  return (
    <p className="contact-line">
      {lead} <SalesPhone contact={contact} />
    </p>
  );
}
