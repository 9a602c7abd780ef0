import { getResponse } from 'msw';
import { createApiClient } from '@/api/client';
import type { Language } from '@/config/language';
import { makeStore, type AppStore } from '@/app/store';
import { createEmptyBooking } from '@/features/booking/booking-state';
import { changePax, chooseSchedule, roomAdded, schedules } from '@/features/party';
import { SERVICE_KINDS } from '@/api/service-kinds';
import { accommodations, railFly, serviceFamilies } from '@/features/extras/extras-catalogue';
import { flights } from '@/features/arrival/flights-slice';
import { travel } from '@/features/travel/travel-slices';
import { createDatabase } from '../../mocks/db/database';
import { createHandlers } from '../../mocks/handlers';

/** The catalogue's fixed day: its dates never move, so its screenshots stay comparable. */
const CATALOGUE_DAY = new Date(2030, 0, 7);
const ORIGIN = 'https://catalogue.test';

/** The demo's /fapi answered in the page itself (no worker, no server), from a database seeded on the fixed day. */
function catalogueFetch(): typeof fetch {
  const handlers = createHandlers(createDatabase({ today: CATALOGUE_DAY }));
  return async (input, init) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), ORIGIN), init);
    return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
  };
}

/** The sales team as a page configuration names it. */
export const CATALOGUE_CONTACT = {
  phone: '+49 89 1234 5678',
  email: 'reisen@asi.example',
  hours: { de: 'Mo–Fr 9–18 Uhr', en: 'Mon–Fri 9 am–6 pm', it: 'lun–ven 9–18' },
};

/** The trip's catalogue as step 1 reads it: the trip, its dates, services, extensions, flights, rail and fly. */
export async function loadTripCatalogue(store: AppStore, code: string): Promise<void> {
  await Promise.all([
    store.dispatch(travel.fetch({ code })),
    store.dispatch(schedules.fetch({ code })),
    ...SERVICE_KINDS.map((kind) => store.dispatch(serviceFamilies[kind.family].fetch(code))),
    store.dispatch(accommodations.fetch(code)),
    store.dispatch(flights.fetch(code)),
    store.dispatch(railFly.fetch()),
  ]);
}

export interface BookedChoices {
  code?: string;
  pax?: number;
  /** The room types to add, in order, of the first bookable date. */
  rooms?: readonly string[];
  /** The room type whose schedule picks the date. */
  pick?: string;
  /** Which bookable date (0 the first): a later one has a deposit and a rest to pay. */
  date?: number;
}

/**
 * A store as the booking page has it: the trip's catalogue loaded from the demo's /fapi, a date
 * chosen, the party set and the rooms added, as a person would have done.
 */
export async function bookedStore(
  language: Language,
  { code = 'GRP-ALPS', pax, rooms = [], pick = 'twin', date: index = 0 }: BookedChoices = {},
): Promise<AppStore> {
  const store = makeStore({
    api: createApiClient({ language, baseUrl: ORIGIN, fetchImpl: catalogueFetch() }),
    preloadedState: {
      booking: createEmptyBooking(code),
      settings: {
        // Card payments on, as the demo has them: the payment choice shows the card networks.
        cardEndpoint: 'https://provider.stand-in.test',
        pagePolicy: null,
        salesContact: CATALOGUE_CONTACT,
      },
    },
  });
  await loadTripCatalogue(store, code);
  if (pax === undefined) return store;
  const list = store.getState().schedules.data;
  const start = [...new Set(list.filter((schedule) => schedule.bookable).map((schedule) => schedule.start))][index];
  const date = list.filter((schedule) => schedule.start === start);
  const ofType = (roomType: string) => date.find((schedule) => schedule.roomType === roomType);
  const chosen = ofType(pick);
  if (chosen) store.dispatch(chooseSchedule(chosen));
  store.dispatch(changePax(pax));
  for (const roomType of rooms) {
    const room = ofType(roomType);
    if (room) store.dispatch(roomAdded(room));
  }
  return store;
}
