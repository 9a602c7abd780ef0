import { z } from '../api/schemas/z';
import { embeddedObject } from './config-element';

/** How to reach the operator's sales team: part of the page configuration the server embeds (`salesContact`). */
const salesContactSchema = z.object({
  phone: z.string().check(z.regex(/^\+?[\d\s/()-]{5,25}$/, 'a phone number')),
  email: z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an e-mail address')),
});

export type SalesContact = z.infer<typeof salesContactSchema>;

/** The sales contact of the embedded page configuration (JSON), or null when there is none or it is unreadable. */
export function readSalesContact(embedded: string | null | undefined): SalesContact | null {
  const parsed = z.safeParse(salesContactSchema, embeddedObject(embedded)?.salesContact);
  return parsed.success ? parsed.data : null;
}
