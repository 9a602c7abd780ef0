import { generateFares } from '../../mocks/db/fares';
import type { FareFacts } from '@/domain/fares';

/** A two-leg fare: outbound arriving at `arrival`, return leaving at `returnDeparture`. */
export function createFare({
  index = 0,
  price = 800,
  time = 300,
  stops = 0,
  arrival = '2027-05-10T11:00:00',
  returnDeparture = '2027-05-17T15:00:00',
  ticketing = '2027-04-30',
  numbers = [`LH ${100 + index}`, `LH ${200 + index}`],
  departs = '08:00',
}: {
  index?: number;
  price?: number;
  time?: number;
  stops?: number;
  arrival?: string;
  returnDeparture?: string;
  ticketing?: string | null;
  numbers?: [string, string] | string[];
  departs?: string;
} = {}): FareFacts {
  return {
    fareIndex: index,
    totalPrice: price,
    totalTime: time,
    fareInfoBox: { lastTicketingDate: ticketing },
    legs: [
      {
        index: 0,
        connections: [
          {
            connectionHeader: { departureDisplayTime: departs, travelStopps: stops },
            segments: [{ departureDate: '2027-05-10T08:00:00', arrivalDate: arrival, flightNumber: numbers[0] ?? '' }],
          },
        ],
      },
      {
        index: 1,
        connections: [
          {
            connectionHeader: { departureDisplayTime: '15:00', travelStopps: stops },
            segments: [
              { departureDate: returnDeparture, arrivalDate: '2027-05-17T18:00:00', flightNumber: numbers[1] ?? '' },
            ],
          },
        ],
      },
    ],
  };
}

/** The mock's fares for two from Munich to Amman and back (10–17 May 2027, economy), as a fare search finds them. */
export const searchedFares = () =>
  generateFares(
    {
      departureAirport: 'MUC',
      destinationAirport: 'AMM',
      destinationReturnAirport: 'AMM',
      outboundDate: '2027-05-10',
      inboundDate: '2027-05-17',
      pax: 2,
      classes: ['economy'],
      directOnly: false,
    },
    { DE: [], AT: [], CH: [], IT: [], LUX: [] },
  );
