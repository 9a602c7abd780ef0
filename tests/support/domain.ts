import type { ExtensionFacts, ScheduleFacts, ServiceFacts } from '../../src/domain/types';

/** Plain rule inputs with overrides, for table tests. */
export function createService(
  price: number,
  overrides: Partial<ServiceFacts> & {
    perPerson?: boolean;
    onRequest?: boolean;
    subCategory?: string | null;
    id?: number;
  } = {},
): ServiceFacts {
  const { perPerson = true, onRequest = false, subCategory = null, id = 1, ...rest } = overrides;
  return { price, service: { id, perPerson, onRequest, subCategory }, ...rest };
}

export function createExtension(
  price: number,
  nights: { vv?: number; nv?: number },
  overrides: Partial<ServiceFacts> & { perPerson?: boolean; id?: number } = {},
): ExtensionFacts {
  return { ...createService(price, overrides), additionalData: { vv: nights.vv ?? 0, nv: nights.nv ?? 0 } };
}

export function createScheduleFacts(overrides: Partial<ScheduleFacts> = {}): ScheduleFacts {
  return {
    id: 1,
    start: '2027-05-10',
    end: '2027-05-17',
    price: 2490,
    roomType: 'twin',
    allocation: '2',
    maxPax: 12,
    diffPax: 10,
    roomsAvailable: 6,
    bookable: true,
    onRequest: false,
    guaranteed: false,
    flightPrice: 35000,
    flightBookingEnabled: false,
    flightControl: 0,
    flightArrivalLatest: '2027-05-10T14:00:00',
    flightDepartureEarliest: '2027-05-17T12:00:00',
    lastTicketingDate: '2027-04-10',
    transferReductionStart: 0,
    transferReductionEnd: 0,
    ...overrides,
  };
}

export const room = (price: number, persons: number) => ({
  schedule: { price },
  travellers: Array.from({ length: persons }, () => ({})),
});
