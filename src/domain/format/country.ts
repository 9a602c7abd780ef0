/**
 * A country's name in the page language (spec part 2 §3: country items carry only `value`): the
 * server's label when it sends one, else the platform's name for the ISO code, else the code.
 */
export function countryName(value: string, language: string, label: string | null = null): string {
  if (label && label.trim()) return label;
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(value.toUpperCase()) ?? value;
  } catch {
    return value;
  }
}
