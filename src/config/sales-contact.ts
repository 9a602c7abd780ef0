import { z } from './z';
import { embeddedObject } from './config-element';
import type { Language } from './language';

/**
 * How to reach the operator's sales team: part of the page configuration the server embeds
 * (`salesContact {phone, email, hours?}`); `hours` is one text or one per language
 * (`{"de": "Mo–Fr 9–18 Uhr", "en": "Mon–Fri 9 am–6 pm"}`), and a broken one is left out.
 */
const salesContactSchema = z.object({
  phone: z.string().check(z.regex(/^\+?[\d\s/()-]{5,25}$/, 'a phone number')),
  email: z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an e-mail address')),
  hours: z.optional(
    z.catch(
      z.optional(z.union([z.string().check(z.maxLength(80)), z.record(z.string(), z.string().check(z.maxLength(80)))])),
      undefined,
    ),
  ),
});

export type SalesContact = z.infer<typeof salesContactSchema>;

/** A configuration's `salesContact` value as a contact, or null when it is none or unreadable. */
export function readSalesContactValue(value: unknown): SalesContact | null {
  const parsed = z.safeParse(salesContactSchema, value);
  return parsed.success ? parsed.data : null;
}

/** The sales contact of the embedded page configuration (JSON), or null when there is none or it is unreadable. */
export const readSalesContact = (embedded: string | null | undefined): SalesContact | null =>
  readSalesContactValue(embeddedObject(embedded)?.salesContact);

/** The phone as a link dials it: digits and a leading +, a national '(0)' left out ('+49 (0)89 …' -> tel:+4989…). */
export const telHref = (phone: string) => `tel:${phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '')}`;

/** When the sales team answers, in the page's language (else German, else none). */
export function salesHoursIn(contact: SalesContact, language: Language): string | null {
  const { hours } = contact;
  if (typeof hours === 'string') return hours.trim() || null;
  return hours?.[language]?.trim() || hours?.de?.trim() || null;
}
