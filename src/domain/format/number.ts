/** A number with one decimal, rounded half up, with the page language's decimal mark ('4,6', '4.6'). */
export function formatOneDecimal(value: number, decimalMark: ',' | '.'): string {
  const tenths = Math.round(value * 10);
  return `${Math.trunc(tenths / 10)}${decimalMark}${Math.abs(tenths % 10)}`;
}
