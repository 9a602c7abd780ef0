import { selectServicesBox } from '@/features/extras/extras-selectors';
import { describe, expect, it } from 'vitest';
import { daysBetween, toServerDate } from '@/domain/format/index';
import {
  dogsChanged,
  railFlyToggled,
  serviceToggled,
  equipmentDetailsChanged,
} from '@/features/extras/extras-reducers';
import { consentChanged } from '@/features/checkout/checkout-reducers';
import { roomAdded } from '@/features/party/party-reducers';
import { changePax, chooseSchedule } from '@/features/party/party-thunks';
import { selectTotals } from '@/features/pricing/price-selectors';
import { selectBookingPayload } from '@/features/booking/payload-selectors';
import { selectExtensionOptions, selectRailFlyOptions } from '@/features/extras/extras-selectors';
import { selectPriceLines } from '@/features/pricing/price-line-selectors';
import { bookableDate, ofType, storeFor, type TestStore } from '../../support/catalogue-store';
import { addDays } from '@/domain/format/date';
import { selectStepOneBlockers } from '@/features/booking/step-selectors';
import { createEmptyBooking } from '@/features/booking/booking-state';
import type { Accommodation } from '@/api/schemas';
import { createExtension } from '../../support/domain';
import { createSchedule } from '../../support/data';
import { createTestStore, withDateChosen, withExtensionChosen } from '../../support/store';

type Store = TestStore;

const catalogue = (store: Store) => store.getState();

// The seeded catalogue is relative to today, and so are these expectations.
const today = toServerDate(new Date());

describe('more booking actions', () => {
  it('dogs get ids DOG_n and at most 3 are kept; equipment details go to their entry; rail and fly replaces', async () => {
    const store = await storeFor('NOF-DOLOMITES');
    const dog = { id: 'DOG_9', dogname: 'Bello', shoulderheight: 40, bodyWeight: 12, race: 'Beagle' };
    store.dispatch(dogsChanged([dog, dog, dog, dog]));
    expect(store.getState().booking.extras.dogs.map((d) => d.id)).toEqual(['DOG_1', 'DOG_2', 'DOG_3']);
    const alps = await storeFor('GRP-ALPS');
    const ebike = catalogue(alps).equipment.data[0];
    if (!ebike) throw new Error('no e-bike');
    alps.dispatch(serviceToggled({ list: 'equipments', entry: ebike, travellerIndex: 1 }));
    alps.dispatch(
      equipmentDetailsChanged({
        serviceId: ebike.service.id,
        travellerIndex: 1,
        details: { bodySize: 180, bodyWeight: 75, shoeSize: null },
      }),
    );
    expect(alps.getState().booking.extras.equipments[0]?.details).toEqual({
      bodySize: 180,
      bodyWeight: 75,
      shoeSize: null,
    });
    const [first, second] = catalogue(alps).railFly.data;
    if (!first || !second) throw new Error('no rail and fly');
    alps.dispatch(railFlyToggled({ entry: first }));
    alps.dispatch(railFlyToggled({ entry: second }));
    // Spec part 2 §9: one rail and fly at a time; the extras keep its id, the booking its entry as seen.
    expect(alps.getState().booking.extras.railFly).toEqual([second.service.id]);
    expect(alps.getState().booking.lastSeen.railFly).toEqual([second]);
    alps.dispatch(railFlyToggled({ entry: second }));
    expect([alps.getState().booking.extras.railFly, alps.getState().booking.lastSeen.railFly]).toEqual([[], []]);
    alps.dispatch(consentChanged({ gtc: true, rula: false }));
    expect([alps.getState().booking.checkout.gtc, alps.getState().booking.checkout.rula]).toEqual([true, false]);
  });

  it('the extensions offered for the chosen date', async () => {
    const store = await storeFor('GRP-ALPS');
    expect(selectExtensionOptions(store.getState())).toEqual([]);
    store.dispatch(chooseSchedule(ofType(bookableDate(store), 'twin')));
    expect(
      selectExtensionOptions(store.getState()).map((o) => [o.extension.service.erpId, o.kind, o.maxNights]),
    ).toEqual([
      ['EXT-PRE-OBERSTDORF', 'pre', 14],
      ['EXT-POST-MERAN', 'post', 14],
      ['EXT-POST-BOZEN', 'post', 14],
    ]);
  });
});

describe('a chosen extension holds its rules on every path, not only in its nights field (spec part 1 §5)', () => {
  const schedule = createSchedule({ start: addDays(today, 5), end: addDays(today, 12) });
  const withExtension = (nights: { vv?: number; nv?: number }) =>
    createTestStore({
      booking: withExtensionChosen(
        withDateChosen(createEmptyBooking('GRP-ALPS'), schedule),
        createExtension(80, nights) as unknown as Accommodation,
      ),
    });

  it('a pre-extension that would start tomorrow (a shared offer, a booking stored days ago) keeps the person on step 1, in view with no night allowed so it can be taken off', () => {
    const store = withExtension({ vv: 4 });
    expect(selectStepOneBlockers(store.getState()).blockers).toContain('extensions');
    expect(selectExtensionOptions(store.getState()).map((o) => [o.kind, o.maxNights])).toEqual([['pre', 0]]);
    // Its nights field says so, where 'Weiter' takes the person (the first field in error).
    expect(selectServicesBox(store.getState()).extensions.map((o) => [o.nights, o.tooMany])).toEqual([[4, true]]);
  });

  it('one starting 3 days from today, or a post-extension, does not', () => {
    expect(selectStepOneBlockers(withExtension({ vv: 2 }).getState()).blockers).not.toContain('extensions');
    expect(selectStepOneBlockers(withExtension({ nv: 14 }).getState()).blockers).not.toContain('extensions');
  });
});

describe('rail and fly not later than 6 weeks before departure (spec part 2 §9)', () => {
  it('is offered for a date six weeks away or more, not for a nearer one, and a choice made for a later date stops counting', async () => {
    const store = await storeFor('GRP-ALPS');
    const starts = [
      ...new Set(
        store
          .getState()
          .schedules.data.filter((s) => s.bookable)
          .map((s) => s.start),
      ),
    ];
    const near = starts.find((start) => (daysBetween(today, start) ?? 0) < 42);
    const far = starts.find((start) => (daysBetween(today, start) ?? 0) >= 42);
    if (!near || !far) throw new Error('no dates on both sides of six weeks');
    const twinOn = (start: string) =>
      ofType(
        store.getState().schedules.data.filter((s) => s.start === start),
        'twin',
      );
    store.dispatch(chooseSchedule(twinOn(far)));
    store.dispatch(changePax(2));
    store.dispatch(roomAdded(twinOn(far)));
    const train = selectRailFlyOptions(store.getState())[0]?.entry;
    if (!train) throw new Error('no rail and fly offered six weeks ahead');
    const withoutRail = selectTotals(store.getState()).totalPrice;
    store.dispatch(railFlyToggled({ entry: train }));
    expect(selectTotals(store.getState()).totalPrice).toBeGreaterThan(withoutRail);

    store.dispatch(chooseSchedule(twinOn(near)));
    store.dispatch(roomAdded(twinOn(near)));
    expect(selectRailFlyOptions(store.getState())).toEqual([]);
    expect(
      selectPriceLines(store.getState()).map((line) => (line.kind === 'service' ? line.name : line.kind)),
    ).not.toContain(train.service.name);
    expect(selectBookingPayload(store.getState(), { language: 'de', whitelabel: null }).railFly).toEqual([]);
  });
});
