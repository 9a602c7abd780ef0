import type { Schedule } from '@/api/schemas';
import { validatePax } from '@/domain/pax';
import { selectListedRoomOptions, selectSchedulesByDate } from './schedule-selectors';
import type { AppThunk } from '@/lib/app-thunk';
import { paxChanged, paxTyped, scheduleSelected } from './party-reducers';
import { selectPaxBounds } from './party-selectors';

/** Chooses a schedule with the room types of its date (spec part 1 §4). */
export const chooseSchedule =
  (schedule: Schedule): AppThunk =>
  (dispatch, getState) => {
    const roomOptions = selectSchedulesByDate(getState()).get(schedule.start) ?? [];
    dispatch(scheduleSelected({ schedule, roomOptions }));
  };

/**
 * Sets the party size with the room options its rules need (spec part 1 §4): the ones the dates'
 * list has for the chosen date (a room type last seen may not be all the day offers).
 */
export const changePax =
  (pax: number | null): AppThunk =>
  (dispatch, getState) => {
    dispatch(paxChanged({ pax, roomOptions: selectListedRoomOptions(getState()) }));
  };

/**
 * What the person typed as party size (spec part 1 §5): a valid size changes the party; anything
 * else is kept as typed and blocks step 1 with its message, the last party untouched.
 */
export const enterPax =
  (text: string): AppThunk =>
  (dispatch, getState) => {
    const bounds = selectPaxBounds(getState());
    const result = validatePax(text, bounds.min, bounds.max);
    if ('pax' in result) dispatch(changePax(result.pax));
    else dispatch(paxTyped(text));
  };
