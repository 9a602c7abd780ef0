import type { BookedService, Customer, Flight, RailFly, Traveller } from '@/api/schemas';
import type { BookingChoices } from './booking-state';
import type { BookingRequest } from '@/api/schemas/booking-request';
import { byServiceField, type ServiceField } from '@/api/service-kinds';
import type { PaymentMethod, PaymentType } from '@/domain/payment';
import type { Totals } from '@/domain/pricing';
import { insurancePriceShown } from '@/domain/insurance';
import { fareJourney } from '@/domain/overview';
import { resolveRoomPlaces } from '@/domain/room-assignment';

export type BookingPayload = BookingRequest;

/** The catalogue's entries the person chose, as the current replies list them (domain/current-choices). */
export type ChosenEntries = Pick<BookingRequest, 'schedule' | 'rooms' | 'accommodations' | ServiceField>;

/** What the catalogue decides for the person's choices, as its current replies have it. */
export interface PayloadCatalogue {
  /** The date, the room types, the services and the extensions chosen, as listed now. */
  chosen: ChosenEntries;
  /** The upgrades compulsory for the date and party, as the catalogue decides them now. */
  compulsories: readonly BookedService[];
  /** The trip's own flights of the chosen date, as the catalogue lists them now. */
  includedFlights: readonly Flight[];
  /** The variant of those flights the booking stands for (the chosen one, or the first). */
  flightPosition: number | null;
  /** The chosen date's flight control, as the catalogue decides it now. */
  flightControl: BookingRequest['flightControl'];
  /** The rail and fly chosen that can still be booked (none within RAIL_FLY_LEAD_WEEKS of departure). */
  railFly: readonly RailFly[];
}

/**
 * What the page computes when it sends, from the choices and the catalogue: the prices (each the
 * value of the one selector the page shows), the flags, the way to pay, and the page's language.
 */
export interface PayloadComputed {
  language: BookingRequest['language'];
  whitelabel: string | null;
  totals: Totals;
  deposit: number;
  /** The flex tariff's price (FLEX_RATE of the trip price, domain/flex), sent when flex is chosen. */
  flexPrice: number;
  onRequest: boolean;
  bookingRequest: boolean;
  paymentType: PaymentType | null;
  paymentMethod: PaymentMethod | null;
}

/** What the customer and a traveller share, under the same names (the phone is the traveller's mobile). */
const CUSTOMER_AS_TRAVELLER = [
  'gender',
  'title',
  'firstname',
  'lastname',
  'birthday',
  'email',
  'passportNumber',
  'passportCountry',
  'passportIssueDate',
  'passportDate',
  'passportIssuer',
  'specialNeeds',
] as const satisfies readonly (keyof Customer & keyof Traveller)[];

/** The customer as the first traveller: their name, birthday, e-mail, phone and papers. */
function customerAsTraveller(customer: Customer): Partial<Traveller> {
  const shared = Object.fromEntries(CUSTOMER_AS_TRAVELLER.map((key) => [key, customer[key]])) as Pick<
    Customer,
    (typeof CUSTOMER_AS_TRAVELLER)[number]
  >;
  return { ...shared, mobile: customer.telephone };
}

/**
 * Each room with the travellers who sleep in it (step 2's assignment, in order by default), so
 * the operator knows who takes which room; a place nobody was given stays blank. The dogs travel
 * with the customer.
 */
function roomsWithTravellers(b: BookingChoices, chosenRooms: ChosenEntries['rooms']): ChosenEntries['rooms'] {
  const people: Partial<Traveller>[] = [customerAsTraveller(b.travellers.user), ...b.travellers.additionalUsers];
  const places = resolveRoomPlaces(
    b.travellers.roomPlaces,
    chosenRooms.map((room) => room.travellers.length),
    people.length,
  );
  const customerPlaced = places.some((room) => room.includes(0));
  return chosenRooms.map((room, r) => ({
    ...room,
    travellers: room.travellers.map((blank, p) => {
      const index = places[r]?.[p] ?? null;
      const traveller = index === null ? blank : { ...blank, ...people[index] };
      const withDogs = index === 0 || (!customerPlaced && r === 0 && p === 0);
      return withDogs ? { ...traveller, dogs: b.extras.dogs } : traveller;
    }),
  }));
}

/**
 * The POST /fapi/booking/{code} body (spec part 2 §7): the person's choices (spec part 1 §3) named
 * one by one, so nothing of the app's state (persistence, phases, search forms) travels; every
 * catalogue entry as the catalogue has it now (the date, the rooms, the services, the included
 * flights, the flight control), never the stored choice; with the computed totals, language,
 * whitelabel, onRequest, bookingRequest, hitchHiker, the flight dates as yyyy-mm-dd and the
 * insurance block. The dogs travel on the first traveller (Traveller.dogs). Every input is passed
 * in; nothing is read from the store.
 */
export function toBookingPayload(
  b: BookingChoices,
  { chosen, compulsories, includedFlights, flightPosition, flightControl, railFly }: PayloadCatalogue,
  {
    language,
    whitelabel,
    totals,
    deposit,
    flexPrice,
    onRequest,
    bookingRequest,
    paymentType,
    paymentMethod,
  }: PayloadComputed,
): BookingPayload {
  const { flightData, noFlight } = b.arrival;
  // The search form's classes and direct-only choice stay in the browser.
  const { classes: _classes, directOnly: _directOnly, offerExpired: _offerExpired, ...flightDataSent } = flightData;
  // A chosen fare's own days, airport and price, whatever the search form shows since.
  const journey = flightData.fare ? fareJourney(flightData.fare) : null;
  const insurance = b.insurance.chosen;
  return {
    travelCode: b.travelCode,
    gtc: b.checkout.gtc,
    insuranceAGB: b.insurance.termsAccepted,
    rula: b.checkout.rula,
    totals: {
      totalPrice: totals.totalPrice,
      totalPriceWithoutInsurance: totals.totalPriceWithoutInsurance,
      totalPriceWithoutVoucher: totals.totalPriceWithoutVoucher,
      totalInsurancePrice: totals.totalInsurancePrice,
      deposit,
    },
    schedule: chosen.schedule,
    selectedDate: b.party.selectedDate,
    rooms: roomsWithTravellers(b, chosen.rooms),
    pax: b.party.pax,
    ...byServiceField((kind) => chosen[kind.field]),
    compulsoriesUpgrade: [...compulsories],
    railFly: [...railFly],
    accommodations: chosen.accommodations,
    flexBooking: b.checkout.flexBooking,
    flexPrice: b.checkout.flexBooking ? flexPrice : 0,
    flights: [...includedFlights],
    flightPosition,
    flightData: {
      ...flightDataSent,
      outboundDate: journey?.outboundDate ?? flightData.outboundDate?.slice(0, 10) ?? null,
      inboundDate: journey?.inboundDate ?? flightData.inboundDate?.slice(0, 10) ?? null,
      departureAirport: journey?.departureAirport ?? flightData.departureAirport,
      totalPrice: flightData.fare?.totalPrice ?? null,
    },
    flightControl,
    noFlight,
    osc: b.osc,
    voucher: b.checkout.voucher,
    insurance: insurance
      ? {
          offerId: insurance.offerId,
          name: insurance.name,
          price: insurancePriceShown(insurance.price),
          preContractId: insurance.preContractId,
          code: insurance.code,
          tourId: insurance.tourId,
        }
      : null,
    user: b.travellers.user,
    travelAgency: b.travellers.travelAgency,
    travelAgent: b.travellers.travelAgent,
    additionalUsers: b.travellers.additionalUsers,
    paymentType,
    paymentMethod,
    newsletter: b.checkout.newsletter,
    consent: b.checkout.consent,
    insurancePreContractEmail: b.checkout.insurancePreContractEmail,
    agentPreContract: b.checkout.agentPreContract,
    agentConsent: b.checkout.agentConsent,
    customerDataConsent: b.checkout.customerDataConsent,
    twoG: b.checkout.twoG,
    onRequest,
    bookingRequest,
    language,
    whitelabel,
    hitchHiker: flightData.fare !== null,
  };
}
