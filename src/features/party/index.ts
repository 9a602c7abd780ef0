// The party: the date, the party size and the rooms (schedules, their calendar and table).

export { calendarPart, roomSelectorPart } from './parts';
export { isSameDateChosen, partyReducer, paxChanged, roomAdded, roomRemoved, scheduleSelected } from './party-reducers';
export {
  chosenRoomOf,
  newParty,
  PARTY_FIELDS,
  partyOf,
  seenDateOf,
  type ChosenRoom,
  type PartyPart,
} from './party-part';
export {
  selectChosenDate,
  selectHasRoomError,
  selectPaxBounds,
  selectPaxError,
  selectPaxText,
  selectRemainingPersons,
  selectRoomLines,
} from './party-selectors';
export { changePax, chooseSchedule, enterPax } from './party-thunks';
export {
  selectChosenDateIncomplete,
  selectHasDates,
  selectIncompleteDates,
  selectOffersDateUpdates,
  selectScheduleItems,
  selectSharedGuide,
  selectSharedPriceRoom,
  selectSchedulesStatus,
  selectDatesListedOnce,
  selectDatesYear,
  selectYears,
} from './schedule-selectors';
export { schedules, type SchedulesState } from './schedules-slice';
export { PaxInput } from './components/PaxInput';
export { ScheduleChooser } from './components/ScheduleChooser';
export { YearSelect } from './components/YearSelect';
