import { byServiceFamily, SERVICE_KINDS } from '@/api/service-kinds';
import { priceCheckYear, scheduleQuery, yearListsDate } from '@/domain/schedule-query';
import { serializeError } from '@/api/errors';
import { bookingLoaded, bookingReconciled, loadOffer, loadReconcile } from '@/features/booking';
import { changePax, chooseSchedule, schedules, selectChosenDateIncomplete } from '@/features/party';
import { minimumPax } from '@/domain/pax';
import { isPreselectable } from '@/domain/catalogue';
import { toServerDate } from '@/domain/format/date';
import { accommodations, railFly, serviceFamilies } from '@/features/extras';
import { airports, flights } from '@/features/arrival';
import { benefits, travel } from '@/features/travel';
import { countries, userFetch } from '@/features/travellers';
import { errorShown } from '@/features/errors';
import type { AppThunk } from '@/lib/app-thunk';
import type { PageConfig } from '@/config/page-config';
import { safeDecode } from '@/config/language';
import { nextTask } from '@/lib/next-task';
import { offerParam } from './offer-param';
import { withYearParam } from '@/config/paths';
import type { Schedule } from '@/api/schemas';

/** '#/schedule/{erpId}' preselects a schedule (spec part 1 §2). */
function erpIdFromHash(hash: string): string | null {
  const match = /^#\/schedule\/([^/?#]+)/.exec(hash);
  return match ? safeDecode(match[1] ?? '') : null;
}

type Thunk = AppThunk<Promise<void>>;

/** The address's `year` (spec part 1 §2): dropped without a history entry when the dates of every year are shown. */
const addressYear = {
  drop: () => window.history.replaceState(window.history.state, '', withYearParam(window.location.href, null)),
};

/** The stored choices taken again from the current replies, each with its price of today (a changed reply changes them). */
const reconcileWithReplies = (): Thunk => async (dispatch, getState) => {
  await loadReconcile().then(
    (reconcileParts) => {
      const state = getState();
      const loaded = <T>(family: { status: string; data: T }) => (family.status === 'succeeded' ? family.data : null);
      const chosenStart = state.booking.party.selectedDate;
      // A chosen date whose rooms came incomplete decides nothing: a broken room is not a room gone.
      // Nor does another year's list: the date is not in it, and not gone (asking the prices again asks its year).
      const datesDecide =
        !selectChosenDateIncomplete(state) &&
        (chosenStart === null || yearListsDate(state.schedules.asked, chosenStart));
      const { booking } = state;
      const { fields, notices } = reconcileParts(booking, {
        schedules: datesDecide ? loaded(state.schedules) : null,
        services: byServiceFamily((kind) => loaded(state[kind.family])),
        accommodations: loaded(state.accommodations),
        railFly: loaded(state.railFly),
        paxMin: state.travel.data ? minimumPax(state.travel.data) : null,
      });
      dispatch(bookingReconciled({ fields, notices }));
    },
    () => undefined,
  );
};

/**
 * Asks the server again for what prices the booking (the dates of the year the person looks at, or
 * of the chosen date's year when it starts in another; the services, the extensions, rail and fly)
 * and takes the choices anew from the answers: step 3 and the submit do it when the replies are
 * older than their time or do not confirm a choice (domain/freshness). A price changed, a room or service gone,
 * a date sold out: the reconcile's notices say which; nothing entered is lost.
 */
export function refreshPrices(config: PageConfig & { travelCode: string }): Thunk {
  return async (dispatch, getState) => {
    const code = config.travelCode;
    const { schedules: dates, booking } = getState();
    const year = priceCheckYear(dates.asked, booking.party.selectedDate);
    await Promise.all([
      dispatch(schedules.fetch(scheduleQuery(config, year))),
      ...SERVICE_KINDS.map((kind) => dispatch(serviceFamilies[kind.family].fetch(code))),
      dispatch(accommodations.fetch(code)),
      dispatch(railFly.fetch()),
    ]);
    await dispatch(reconcileWithReplies());
  };
}

/**
 * Loads everything the booking page needs (no call waits for another's answer), then applies the
 * preselection of the URL: a schedule by erpId or id, else the first schedule of ?date, then ?pax;
 * a date or party the person chose while the page loaded stays.
 * The calls the first paint does not show (services, flights, lists) start once `otherCallsAfter`
 * settles: boot lets them follow the page's first paint, whose rendering their answers would
 * otherwise interrupt.
 * A shared offer in the address (`offer`) goes before the address's preselection; it is opened once
 * the dates have loaded and leaves the address only when every list it needs has loaded, so a
 * failed call keeps it for the retry or a reload.
 */
export function loadBookingPage(
  config: PageConfig & { travelCode: string },
  hash: string,
  {
    otherCallsAfter = nextTask(),
    offer = offerParam,
    yearParam = addressYear,
  }: {
    otherCallsAfter?: Promise<void>;
    offer?: { read: () => string | null; drop: () => void };
    yearParam?: { drop: () => void };
  } = {},
): Thunk {
  return async (dispatch, getState, { api }) => {
    const code = config.travelCode;
    // The schedule before loading (a stored booking's): one the person picks meanwhile wins over the address.
    const scheduleBefore = getState().booking.party.scheduleId;
    const { bookingId } = config;
    // A stored booking's code and schema load only for ?bookingId.
    const storedBooking = bookingId
      ? import('@/api/booking')
          .then(({ fetchStoredBooking }) => fetchStoredBooking(api, bookingId))
          .then(
            (booking) => dispatch(bookingLoaded(booking)),
            (error: unknown) => dispatch(errorShown(serializeError(error))),
          )
      : Promise.resolve();
    // What the first paint shows starts first; the other calls follow.
    const firstPaint = [
      dispatch(schedules.fetch(scheduleQuery(config, config.year))),
      dispatch(travel.fetch({ code, whitelabel: config.whitelabel, year: config.year })),
      dispatch(userFetch()),
    ];
    await otherCallsAfter;
    await Promise.all([
      ...firstPaint,
      ...SERVICE_KINDS.map((kind) => dispatch(serviceFamilies[kind.family].fetch(code))),
      dispatch(accommodations.fetch(code)),
      dispatch(flights.fetch(code)),
      dispatch(airports.fetch()),
      dispatch(railFly.fetch()),
      dispatch(countries.fetch()),
      dispatch(benefits.fetch(config.benefitCategory)),
      storedBooking,
    ]);

    // The server's data wins over the stored booking: prices, dates and services are taken anew.
    await dispatch(reconcileWithReplies());

    const offerText = getState().schedules.status === 'succeeded' ? offer.read() : null;
    if (offerText !== null) {
      await loadOffer().then(
        ({ openOffer, readOffer }) => {
          if (dispatch(openOffer(readOffer(offerText)))) offer.drop();
        },
        (error: unknown) => dispatch(errorShown(serializeError(error))),
      );
      return;
    }

    // Only a date the page itself would offer (a link may name a sold-out or too near one).
    const erpId = erpIdFromHash(hash);
    /** The date the address names in `list`: by erpId, by id, else the first of its day (a bookable one first). */
    const named = (list: readonly Schedule[]): Schedule | null =>
      (erpId && list.find((s) => s.erpId === erpId)) ||
      (config.schedule && list.find((s) => String(s.id) === config.schedule || s.erpId === config.schedule)) ||
      (config.date &&
        (list.find((s) => s.start === config.date && s.bookable) ?? list.find((s) => s.start === config.date))) ||
      null;
    const addressed = (): Schedule | null => {
      const isGroup = getState().travel.data?.isGroup ?? true;
      const today = toServerDate(new Date());
      return named(getState().schedules.data.filter((s) => isPreselectable(s, { isGroup, today })));
    };
    let wanted = addressed();
    // An address that names a date its year does not list (a date chosen while another year was
    // shown, then copied): the dates of every year are asked; where they have it, the address's
    // year goes, else that year's dates are shown again.
    const namesDate = erpId !== null || config.schedule !== null || config.date !== null;
    const pickedBefore = () => {
      const current = getState().booking.party.scheduleId;
      return current !== null && current !== scheduleBefore;
    };
    if (namesDate && config.year !== null && !named(getState().schedules.data) && !pickedBefore()) {
      await dispatch(schedules.fetch(scheduleQuery(config, null)));
      if (named(getState().schedules.data)) {
        wanted = addressed();
        yearParam.drop();
      } else await dispatch(schedules.fetch(scheduleQuery(config, config.year)));
    }
    const current = getState().booking.party.scheduleId;
    if (wanted && current !== wanted.id && !pickedBefore()) dispatch(chooseSchedule(wanted));
    if (config.pax !== null && getState().booking.party.pax === null) dispatch(changePax(config.pax));
  };
}
