// The schedules feature's public face: pages, the app shell and other features import only this.
export { schedules } from './schedules-slice';
export {
  selectHasDates,
  selectOffersDateUpdates,
  selectRoomOptions,
  selectScheduleItems,
  selectSchedulesByDate,
  selectSchedulesStatus,
  selectYears,
} from './selectors';
export { calendarPart, roomSelectorPart } from './parts';
export { ScheduleChooser } from './components/ScheduleChooser';
export { YearSelect } from './components/YearSelect';
