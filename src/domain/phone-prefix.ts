/** A country code as the phone list names it (lower case), or null for anything that is not one. */
export function phoneCountryOf(country: string): string | null {
  return /^[A-Za-z]{2}$/.test(country) ? country.toLowerCase() : null;
}

/**
 * The phone prefix follows the invoice country: a UK address gives +44, an
 * Italian one +39, while the phone field is empty and the person has not picked a prefix of their
 * own; a number already typed keeps the prefix it was typed with (read under another country's
 * plan its digits would make another, usually invalid, number). The country to select, or null to
 * leave the prefix as it is.
 */
export function phoneCountryToFollow({
  invoiceCountry,
  numberTyped,
  personChose,
}: {
  invoiceCountry: string;
  numberTyped: boolean;
  personChose: boolean;
}): string | null {
  return personChose || numberTyped ? null : phoneCountryOf(invoiceCountry);
}

/** A prefix the field reports that is not the followed country is the person's own choice. */
export function isPrefixChosenByPerson(reported: string | null | undefined, followed: string): boolean {
  return Boolean(reported) && reported !== followed;
}
