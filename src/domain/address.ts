import { CUSTOMER_LIMITS } from './validation/customer';

/** A house number: digits with an optional letter, a range or a part ('5', '12a', '3-5', '10/B'). */
const HOUSE_NUMBER = String.raw`\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d*[a-zA-Z]?)?`;
const TRAILING = new RegExp(String.raw`^(.*\D)[\s,]+(${HOUSE_NUMBER})$`);
const LEADING = new RegExp(String.raw`^(${HOUSE_NUMBER}),?\s+(\D.*)$`);

/**
 * A street as a profile keeps it ('Hauptstraße 5', 'Via Roma, 10', '221B Baker Street') split into
 * street and house number, as the invoice form asks for them (spec part 2 §3 'street, number').
 * A street without a number, or with one longer than the form's five characters, stays whole.
 */
export function splitStreet(text: string): { street: string; number: string } {
  const street = text.trim().replace(/\s+/g, ' ');
  const trailing = TRAILING.exec(street);
  const leading = trailing ? null : LEADING.exec(street);
  const [name, number] = trailing ? [trailing[1], trailing[2]] : leading ? [leading[2], leading[1]] : [street, ''];
  const cleaned = (number ?? '').replace(/\s+/g, '');
  if (!cleaned || cleaned.length > CUSTOMER_LIMITS.number || !name?.trim()) return { street, number: '' };
  return { street: name.trim().replace(/,$/, ''), number: cleaned };
}
