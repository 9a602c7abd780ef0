import { ON_REQUEST_PRICE } from './format/price';

const INSURANCE_COUNTRIES = ['DE', 'AT', 'IT', 'FR', 'LU', 'BE', 'DK', 'PL', 'CZ', 'NL'] as const;
/** An insurance price above this is shown as on request (spec part 2 §9). */
const INSURANCE_PRICE_LIMIT = 200;

/** The price to show for an insurance tariff: above INSURANCE_PRICE_LIMIT it reads 'auf Anfrage' (-1). */
export function insurancePriceShown(price: number): number {
  return price > INSURANCE_PRICE_LIMIT ? ON_REQUEST_PRICE : price;
}

/** The residence country allows an insurance offer: one of the listed countries, or none given. */
export function isInsuranceCountry(country: string | null | undefined): boolean {
  return !country || (INSURANCE_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

/**
 * Offers may be loaded only with start, end, a total price, at least one country, and at least one
 * traveller with a yyyy-mm-dd birthday, for a listed residence country (spec part 2 §5).
 */
export function canLoadInsurance({
  start,
  end,
  totalPrice,
  countries,
  birthdays,
  residenceCountry,
}: {
  start: string | null;
  end: string | null;
  totalPrice: number | null;
  countries: readonly string[];
  birthdays: readonly string[];
  residenceCountry: string | null;
}): boolean {
  return (
    Boolean(start) &&
    Boolean(end) &&
    totalPrice !== null &&
    totalPrice > 0 &&
    countries.length > 0 &&
    birthdays.some((b) => /^\d{4}-\d{2}-\d{2}$/.test(b)) &&
    isInsuranceCountry(residenceCountry)
  );
}

/** FLT with a flight, CAR without (spec part 2 §3 'Trip types'). */
export function insuranceTripType(withFlight: boolean): 'FLT' | 'CAR' {
  return withFlight ? 'FLT' : 'CAR';
}

/**
 * A tariff whose premium the page does not show: above INSURANCE_PRICE_LIMIT, or sent as -1 (spec part 2 §9). It can
 * still be chosen: the booking then goes as a request (spec part 1 §4 'any chosen
 * service flagged on request'), its premium is in no total, and the insurer's premium is
 * confirmed with the booking before anything is due.
 */
export function isInsurancePriceOnRequest(price: number): boolean {
  return insurancePriceShown(price) < 0;
}

interface InsuranceRequestFacts {
  start: string | null;
  end: string | null;
  /** The trip price without insurance (the totals' totalPriceWithoutInsurance). */
  totalPrice: number | null;
  /** Every traveller's birthday as entered ('' when not yet). */
  birthdays: readonly string[];
  /** The trip's countries (ISO codes). */
  countries: readonly string[];
  residenceCountry: string | null;
  withFlight: boolean;
}

interface InsuranceOffersQuery {
  start: string;
  end: string;
  totalPrice: number;
  travelers: { birthday: string }[];
  countries: string[];
  tripType: 'FLT' | 'CAR';
  includeYearly: boolean;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The body of POST /fapi/insurance/offers (spec part 2 §7), or null while the offers may not be
 * loaded (spec part 2 §5 'Insurance loading'): start, end, total price, countries, the travellers
 * with a complete birthday, the trip type (FLT with a flight, else CAR), annual policies included.
 */
export function insuranceOffersQuery(f: InsuranceRequestFacts): InsuranceOffersQuery | null {
  if (!canLoadInsurance(f) || !f.start || !f.end || f.totalPrice === null) return null;
  return {
    start: f.start,
    end: f.end,
    totalPrice: f.totalPrice,
    travelers: f.birthdays.filter(isDay).map((birthday) => ({ birthday })),
    countries: [...f.countries],
    tripType: insuranceTripType(f.withFlight),
    includeYearly: true,
  };
}

/**
 * A chosen insurance is still offered when the offers asked for the booking as it is now list its
 * tariff at its price (spec part 2 §4 the price sent is the offer's); otherwise it goes, and the
 * person chooses again from the offers for this trip.
 */
export function isInsuranceStillOffered(
  chosen: { offerId: string; price: number },
  offers: readonly { tariffs: Partial<Record<string, { offerId: string; price: number } | undefined>> }[],
): boolean {
  return offers.some((offer) =>
    Object.values(offer.tariffs).some((tariff) => tariff?.offerId === chosen.offerId && tariff.price === chosen.price),
  );
}
