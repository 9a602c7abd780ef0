/** What the voucher box says after a successful lookup (spec part 2 §8 'Voucher'). */
type VoucherMessage =
  | { key: 'voucher.remainder'; value: number; remainder: number }
  | { key: 'voucher.reducedBy'; value: number }
  | { key: 'voucher.percentage'; percentage: number }
  | { key: 'voucher.valid' };

/**
 * The success text: the voucher's value and how much the price is reduced by, with the remainder
 * when the voucher exceeds the price; else the percentage; else 'Der Gutschein ist gültig'.
 */
export function voucherMessage({
  reduction,
  percentage,
  totalPriceWithoutVoucher,
}: {
  reduction: number | null;
  percentage: number | null;
  totalPriceWithoutVoucher: number;
}): VoucherMessage {
  if (reduction !== null && reduction > 0) {
    return reduction > totalPriceWithoutVoucher
      ? {
          key: 'voucher.remainder',
          value: reduction,
          remainder: Math.round((reduction - totalPriceWithoutVoucher) * 100) / 100,
        }
      : { key: 'voucher.reducedBy', value: reduction };
  }
  if (percentage !== null && percentage > 0) return { key: 'voucher.percentage', percentage };
  return { key: 'voucher.valid' };
}

/** A voucher code can be checked when it is not empty and no check is running (spec part 2 §5). */
export function canCheckVoucher(code: string, loading: boolean): boolean {
  return code.trim() !== '' && !loading;
}

interface VoucherCustomer {
  email: string;
  gender: string | null;
  lastname: string;
  firstname: string;
  title: string;
  street: string;
  number: string;
  country: string;
  zip: string;
  city: string;
  birthday: string;
  telephone: string;
}

/**
 * The voucher lookup's body (spec part 2 §3 'Voucher', §7): the organizer, the trip, the dates as
 * 'start|end' and the customer as the voucher service names the fields (female, postcode, mobile).
 */
export function voucherLookup({
  organizerId,
  travelCode,
  start,
  end,
  customer: c,
}: {
  organizerId: string;
  travelCode: string;
  start: string;
  end: string;
  customer: VoucherCustomer;
}) {
  return {
    organizerId,
    travelCode,
    dateSpan: `${start}|${end}`,
    user: {
      email: c.email.trim(),
      female: c.gender === 'female',
      lastname: c.lastname.trim(),
      firstname: c.firstname.trim(),
      title: c.title,
      street: [c.street.trim(), c.number.trim()].filter(Boolean).join(' '),
      country: c.country,
      postcode: c.zip.trim(),
      city: c.city.trim(),
      birthday: c.birthday,
      mobile: c.telephone,
    },
  };
}
