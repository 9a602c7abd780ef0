import { describe, expect, it } from 'vitest';
import {
  canLoadInsurance,
  insuranceOffersQuery,
  insurancePriceShown,
  insuranceTripType,
  isInsuranceCountry,
  isInsurancePriceOnRequest,
} from '@/domain/insurance';
import { effectivePaymentType } from '@/domain/payment';
import { canCheckVoucher, voucherLookup, voucherMessage } from '@/domain/voucher';

describe('voucher success text (spec part 2 §8)', () => {
  it.each([
    [
      { reduction: 50, percentage: null, totalPriceWithoutVoucher: 4980 },
      { key: 'voucher.reducedBy', value: 50 },
    ],
    [
      { reduction: 5000, percentage: null, totalPriceWithoutVoucher: 1290.5 },
      { key: 'voucher.remainder', value: 5000, remainder: 3709.5 },
    ],
    [
      { reduction: 4980, percentage: null, totalPriceWithoutVoucher: 4980 },
      { key: 'voucher.reducedBy', value: 4980 },
    ],
    [
      { reduction: null, percentage: 10, totalPriceWithoutVoucher: 4980 },
      { key: 'voucher.percentage', percentage: 10 },
    ],
    [{ reduction: null, percentage: null, totalPriceWithoutVoucher: 4980 }, { key: 'voucher.valid' }],
    [{ reduction: 0, percentage: 0, totalPriceWithoutVoucher: 4980 }, { key: 'voucher.valid' }],
  ])('%j -> %j', (input, expected) => {
    expect(voucherMessage(input)).toEqual(expected);
  });

  it.each([
    ['SOMMER50', false, true],
    ['  ', false, false],
    ['', false, false],
    ['SOMMER50', true, false],
  ])('code %j, loading %s: may check %s (spec part 2 §5)', (code, loading, expected) => {
    expect(canCheckVoucher(code, loading)).toBe(expected);
  });
});

describe('insurance (spec part 2 §5, §9)', () => {
  it.each([
    [89, 89],
    [200, 200],
    [200.01, -1],
    [450, -1],
  ])('price %s shows as %s (above 200 on request)', (price, shown) => {
    expect(insurancePriceShown(price)).toBe(shown);
  });

  it.each([
    ['DE', true],
    ['at', true],
    ['NL', true],
    ['CH', false],
    ['GB', false],
    ['', true],
    [null, true],
  ])('residence %j may get offers: %s', (country, expected) => {
    expect(isInsuranceCountry(country)).toBe(expected);
  });

  const ready = {
    start: '2027-05-10',
    end: '2027-05-17',
    totalPrice: 4980,
    countries: ['AT'],
    birthdays: ['1980-04-12'],
    residenceCountry: 'DE',
  };
  it.each([
    ['all there', {}, true],
    ['no start', { start: null }, false],
    ['no end', { end: null }, false],
    ['no total', { totalPrice: null }, false],
    ['a zero total', { totalPrice: 0 }, false],
    ['no country', { countries: [] }, false],
    ['no birthday', { birthdays: [] }, false],
    ['birthday not yyyy-mm-dd', { birthdays: ['12.04.1980'] }, false],
    ['one good birthday is enough', { birthdays: ['', '1980-04-12'] }, true],
    ['residence not listed', { residenceCountry: 'CH' }, false],
  ] as const)('may load: %s -> %s', (_name, overrides, expected) => {
    expect(canLoadInsurance({ ...ready, ...overrides })).toBe(expected);
  });

  it('FLT with a flight, CAR without', () => {
    expect([insuranceTripType(true), insuranceTripType(false)]).toEqual(['FLT', 'CAR']);
  });
});

describe('payment type (spec part 1 §4 "Total price zero forces payment type BILL")', () => {
  it.each([
    [0, 'CARD', 'BILL'],
    [0, null, 'BILL'],
    [10, 'CARD', 'CARD'],
    [10, null, null],
    [0.01, 'INSTANT_TRANSFER', 'INSTANT_TRANSFER'],
  ] as const)('total %s, chosen %s -> %s', (total, chosen, expected) => {
    expect(effectivePaymentType(total, chosen)).toBe(expected);
  });
});

describe('the insurance offers call (spec part 2 §5 "Insurance loading", §7)', () => {
  const facts = {
    start: '2027-06-01',
    end: '2027-06-08',
    totalPrice: 4980,
    birthdays: ['1980-05-17', '', '1979-02-03'],
    countries: ['AT', 'IT'],
    residenceCountry: 'DE',
    withFlight: false,
  };
  it('asks with the travellers whose birthday is complete, CAR without a flight, annual policies included', () => {
    expect(insuranceOffersQuery(facts)).toEqual({
      start: '2027-06-01',
      end: '2027-06-08',
      totalPrice: 4980,
      travelers: [{ birthday: '1980-05-17' }, { birthday: '1979-02-03' }],
      countries: ['AT', 'IT'],
      tripType: 'CAR',
      includeYearly: true,
    });
  });
  it.each([['a flight makes it FLT', { withFlight: true }, 'FLT']])('%s', (_case, change, tripType) => {
    expect(insuranceOffersQuery({ ...facts, ...change })?.tripType).toBe(tripType);
  });
  it.each([
    ['no start', { start: null }],
    ['no end', { end: null }],
    ['no price', { totalPrice: null }],
    ['a price of 0', { totalPrice: 0 }],
    ['no country of the trip', { countries: [] }],
    ['no complete birthday', { birthdays: ['', '1980-05'] }],
    ['a residence country without insurance', { residenceCountry: 'CH' }],
  ])('asks nothing with %s', (_case, change) => {
    expect(insuranceOffersQuery({ ...facts, ...change })).toBeNull();
  });
  // Issue 23 item 5: a tariff above 200 reads 'auf Anfrage' (spec part 2 §9) and stays choosable; its premium is in no total.
  it.each([
    [0, false, 0],
    [200, false, 200],
    [200.01, true, -1],
    [415, true, -1],
    [-1, true, -1],
  ])('a tariff of %s: on request %s, shown as %s', (price, onRequest, shown) => {
    expect(isInsurancePriceOnRequest(price)).toBe(onRequest);
    expect(insurancePriceShown(price)).toBe(shown);
  });
});

describe('the voucher lookup body (spec part 2 §3 "Lookup payload", §7)', () => {
  const customer = {
    email: ' anna@example.org ',
    gender: 'female',
    lastname: 'Muster',
    firstname: 'Anna',
    title: 'Dr.',
    street: 'Hauptstraße',
    number: '5a',
    country: 'DE',
    zip: '80331',
    city: 'München',
    birthday: '1980-04-12',
    telephone: '+4989123456',
  };
  it('sends organizer, trip, dates as start|end and the customer with female, postcode and mobile', () => {
    expect(
      voucherLookup({ organizerId: 'ASI', travelCode: 'GRP-ALPS', start: '2027-06-01', end: '2027-06-08', customer }),
    ).toEqual({
      organizerId: 'ASI',
      travelCode: 'GRP-ALPS',
      dateSpan: '2027-06-01|2027-06-08',
      user: {
        email: 'anna@example.org',
        female: true,
        lastname: 'Muster',
        firstname: 'Anna',
        title: 'Dr.',
        street: 'Hauptstraße 5a',
        country: 'DE',
        postcode: '80331',
        city: 'München',
        birthday: '1980-04-12',
        mobile: '+4989123456',
      },
    });
  });
  it.each([
    ['male', false],
    ['divers', false],
    [null, false],
  ])('gender %j is female: %s', (gender, female) => {
    expect(
      voucherLookup({
        organizerId: 'ASI',
        travelCode: 'X',
        start: 'a',
        end: 'b',
        customer: { ...customer, gender, number: '' },
      }).user,
    ).toMatchObject({ female, street: 'Hauptstraße' });
  });
});
