import { z } from '../api/schemas/z';

/** How to reach the operator's sales team: part of the page configuration the server embeds (`salesContact`). */
const salesContactSchema = z.object({
  phone: z.string().check(z.regex(/^\+?[\d\s/()-]{5,25}$/, 'a phone number')),
  email: z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an e-mail address')),
});

export type SalesContact = z.infer<typeof salesContactSchema>;

/** The sales contact of the embedded page configuration (JSON), or null when there is none or it is unreadable. */
export function readSalesContact(embedded: string | null | undefined): SalesContact | null {
  if (!embedded?.trim()) return null;
  try {
    const config: unknown = JSON.parse(embedded);
    const contact = config && typeof config === 'object' ? (config as Record<string, unknown>).salesContact : null;
    const parsed = z.safeParse(salesContactSchema, contact);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
