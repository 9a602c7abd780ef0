import { journeyKindOf } from '@/domain/equipment';
import { createSelector } from '@reduxjs/toolkit';
import type { Accommodation, ServiceEntry } from '@/api/schemas';
import { SERVICE_KINDS, type ChoiceKind } from '@/api/service-kinds';
import type { RootState } from '@/app/store';
import {
  fittingTransfers,
  extensionKind,
  isExtensionCandidate,
  maxPreExtensionNights,
  MAX_EXTENSION_NIGHTS,
} from '@/domain/extensions';
import { hasMixedRoomTypes } from '@/domain/rooms';
import { validateDog, validateEquipment } from '@/domain/validation/traveller';
import { selectTravel } from '@/features/travel';
import {
  selectAccommodations,
  selectEquipments,
  selectFlightControl,
  selectNoFlight,
  selectPax,
  selectRooms,
  selectSchedule,
  selectUpgrades,
} from '@/features/choices';
import { selectCompulsoryUpgrades, selectIsPartnerUser, selectRailFlyOffered } from './catalogue-selectors';
import { selectToday } from '@/lib/today';
import { selectTravelsByFlight } from '@/features/arrival';

/** Selectors of the parts of step 1 that load once a date is chosen (services, equipment, dogs, transfers, rail and fly). */

/**
 * Extensions offered for the chosen schedule (spec part 1 §9 "candidates within 7 days"), each
 * with the most nights allowed: a pre-extension must start at least 3 days from today (spec part 1
 * §5), so it is left out when not even one night fits.
 */
export const selectExtensionOptions = createSelector(
  [selectSchedule, (state: RootState) => state.accommodations.data, selectAccommodations, selectToday],
  (schedule, extensions, chosen, today) => {
    if (!schedule) return [];
    const preMax = maxPreExtensionNights({ tripStart: schedule.start, today });
    const isChosen = (extension: Accommodation) => chosen.some((c) => c.service.id === extension.service.id);
    const offered = extensions
      .filter((e) => isExtensionCandidate(e, { start: schedule.start, end: schedule.end }))
      .map((extension) => ({
        extension,
        kind: extensionKind(extension),
        maxNights: extensionKind(extension) === 'pre' ? preMax : MAX_EXTENSION_NIGHTS,
      }))
      .filter((option) => option.maxNights > 0 || isChosen(option.extension));
    // A chosen extension this date does not offer (a shared offer, a booking stored days ago) stays
    // in view with no nights allowed, so the person can take it off (step 1 says why it blocks).
    const notOffered = chosen
      .filter((c) => !offered.some((option) => option.extension.service.id === c.service.id))
      .map((extension) => ({ extension, kind: extensionKind(extension), maxNights: 0 }));
    return [...offered, ...notOffered];
  },
);

/** The transfers of the catalogue that fit the journey (spec part 1 §4). */
export const selectTransferOptions = createSelector(
  [(state: RootState) => state.transfers.data, selectFlightControl, selectNoFlight, selectAccommodations],
  (transfers, flightControl, noFlight, accommodations) =>
    fittingTransfers(transfers, { flightControl, noFlight, accommodations }),
);

/** What a kind offered as a list of choices shows on step 1: its catalogue, unless a rule of its own narrows it. */
const offeredBy: Partial<Record<ChoiceKind['family'], (state: RootState) => readonly ServiceEntry[]>> = {
  transfers: selectTransferOptions,
};

const choiceBox = (kind: ChoiceKind) =>
  createSelector(
    [
      offeredBy[kind.family] ?? ((state: RootState) => state[kind.family].data),
      (state: RootState) => state.booking.extras[kind.field],
      (state: RootState) => state[kind.family].status,
      (state: RootState) => state[kind.family].leftOut,
    ],
    (offered, chosen, status, leftOut) => ({
      kind,
      failed: status === 'failed',
      leftOut: leftOut > 0,
      entries: offered.map((entry) => ({ entry, chosen: chosen.some((c) => c.id === entry.service.id) })),
    }),
  );

/**
 * Step 1's boxes of choices (transfers …), one per kind offered that way, in booking order: shown
 * when the kind offers something that fits the journey (saying so when broken entries were left
 * out), or says that its load failed.
 */
export const selectChoiceBoxes = createSelector(
  SERVICE_KINDS.filter((kind): kind is ChoiceKind => kind.view === 'choices').map(choiceBox),
  (...boxes: ReturnType<ReturnType<typeof choiceBox>>[]) => boxes.filter((box) => box.failed || box.entries.length > 0),
);

/**
 * The optional services box (spec part 1 §2): shown only when services exist and the trip is not
 * intrepid. Compulsory upgrades are marked and cannot be removed; partners read 'auf Anfrage'
 * instead of 'inkludiert' (spec part 1 §6).
 */
export const selectServicesBox = createSelector(
  [
    selectCompulsoryUpgrades,
    selectUpgrades,
    selectAccommodations,
    selectRooms,
    selectTravel,
    (state: RootState) => state.upgrades.data,
    selectExtensionOptions,
    selectIsPartnerUser,
    (state: RootState) => state.upgrades.leftOut + state.accommodations.leftOut > 0,
  ],
  (compulsories, chosenUpgrades, accommodations, rooms, travel, upgrades, extensions, partner, leftOut) => {
    const compulsoryIds = new Set(compulsories.map((u) => u.service.id));
    const optional = upgrades
      .filter((u) => !compulsoryIds.has(u.service.id))
      .map((entry) => ({ entry, chosen: chosenUpgrades.some((u) => u.service.id === entry.service.id) }));
    return {
      shown: !(travel?.isIntrepid ?? false) && (upgrades.length > 0 || extensions.length > 0 || leftOut),
      // Broken upgrades or room entries (an extension among them, perhaps) were left out: the box says so.
      leftOut,
      compulsory: compulsories,
      optional,
      extensions: extensions.map((option) => {
        const chosen = accommodations.find((a) => a.service.id === option.extension.service.id) ?? null;
        const nights = chosen ? (option.kind === 'pre' ? chosen.additionalData.vv : chosen.additionalData.nv) : 0;
        // More nights than this date allows (a booking stored days ago, a shared offer): the field says so.
        return { ...option, chosen, nights, tooMany: nights > option.maxNights };
      }),
      // Different room types across the rooms clear the extensions (spec part 1 §4): none can be chosen then.
      extensionsBlocked: hasMixedRoomTypes(rooms.map((room) => room.schedule.id)),
      // The partner's wording is the partner user's (spec part 1 §1 user kinds), not a partner trip's: a
      // customer booking a partner trip pays the compulsory surcharge and reads it as included; for a
      // partner it is on request everywhere (domain/pax `compulsoryUpgrades`).
      partnerWording: partner,
    };
  },
);

/** Equipment per traveller, with the EB/ST field errors (spec part 1 §5) and, for train or bus, its kind (§3). */
export const selectEquipmentRows = createSelector(
  [selectPax, selectEquipments, (state: RootState) => state.equipment.data],
  (pax, equipments, equipment) =>
    equipment.map((entry) => ({
      entry,
      journey: journeyKindOf(entry.service.subCategory),
      travellers: Array.from({ length: pax ?? 0 }, (_, travellerIndex) => {
        const chosen =
          equipments.find((e) => e.service.id === entry.service.id && e.travellerIndex === travellerIndex) ?? null;
        const details = chosen?.details ?? { bodySize: null, bodyWeight: null, shoeSize: null };
        return {
          travellerIndex,
          chosen: chosen !== null,
          details,
          errors: chosen ? validateEquipment(entry.service.subCategory, details) : {},
        };
      }),
    })),
);

export const selectDogRows = createSelector([(state: RootState) => state.booking.extras.dogs], (dogs) =>
  dogs.map((dog) => ({ dog, errors: validateDog(dog) })),
);

/**
 * Rail and fly (a train to the flight) only with a flight (spec part 1 §2 'when applicable') and
 * not later than RAIL_FLY_LEAD_WEEKS before departure (spec part 2 §9); TUI entries for TUI trips, the others
 * otherwise (decision).
 */
export const selectRailFlyOptions = createSelector(
  [
    selectTravel,
    selectTravelsByFlight,
    selectRailFlyOffered,
    (state: RootState) => state.railFly.data,
    (state: RootState) => state.booking.extras.railFly,
  ],
  (travel, byFlight, offered, entries, chosen) =>
    byFlight && offered
      ? entries
          .filter((e) => e.tui === (travel?.isTui ?? false))
          .map((entry) => ({ entry, chosen: chosen.includes(entry.service.id) }))
      : [],
);

/** Broken equipment entries were left out of the list: the equipment list says so. */
export const selectEquipmentLeftOut = (state: RootState) => state.equipment.leftOut > 0;

/**
 * The rail and fly box where rail and fly is offered (with a flight, six weeks ahead or more): its
 * entries, its failed load, or the broken entries left out of its list.
 */
export const selectRailFlyBox = createSelector(
  [
    selectRailFlyOptions,
    (state: RootState) => state.railFly.status,
    (state: RootState) => state.railFly.leftOut,
    selectTravelsByFlight,
    selectRailFlyOffered,
  ],
  (entries, status, leftOut, byFlight, offered) => {
    const failed = status === 'failed' && byFlight && offered;
    const incomplete = leftOut > 0 && byFlight && offered;
    return { shown: entries.length > 0 || failed || incomplete, entries, failed, leftOut: incomplete };
  },
);
