import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { Schedule } from '../../api/schemas';
import { selectRoomOptions } from '../schedules/selectors';
import type { ThunkExtra } from '../resource/resource-slice';
import { paxChanged, scheduleSelected } from './booking-slice';

type Thunk = ThunkAction<void, RootState, ThunkExtra, UnknownAction>;

/** Chooses a schedule with the upgrades the compulsory rule needs (spec part 1 §4). */
export const chooseSchedule = (schedule: Schedule): Thunk => (dispatch, getState) => {
  const state = getState();
  dispatch(scheduleSelected({ schedule, upgrades: state.upgrades.data, flights: state.flights.data }));
};

/** Sets the party size with the room options and upgrades its rules need (spec part 1 §4). */
export const changePax = (pax: number | null): Thunk => (dispatch, getState) => {
  const state = getState();
  dispatch(paxChanged({ pax, upgrades: state.upgrades.data, roomOptions: selectRoomOptions(state) }));
};
