/**
 * The phone prefix follows the invoice country (issue 23 item 8): a UK address gives +44, an
 * Italian one +39, while the phone field is empty and the person has not picked a prefix of their
 * own; a number already typed keeps the prefix it was typed with (read under another country's
 * plan its digits would make another, usually invalid, number). The country to select, or null to
 * leave the prefix as it is.
 */
export function phoneCountryToFollow({ invoiceCountry, numberTyped, personChose }: { invoiceCountry: string; numberTyped: boolean; personChose: boolean }): string | null {
  if (personChose || numberTyped) return null;
  return /^[A-Za-z]{2}$/.test(invoiceCountry) ? invoiceCountry.toLowerCase() : null;
}

/** A prefix the field reports that is not the followed country is the person's own choice. */
export function isPrefixChosenByPerson(reported: string | null | undefined, followed: string): boolean {
  return Boolean(reported) && reported !== followed;
}
