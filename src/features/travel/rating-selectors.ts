import { createSelector } from '@reduxjs/toolkit';
import { ratingSummary, ratingsToShow } from '@/domain/ratings';
import { selectTravel } from './selectors';

/** The ratings shown: real ones from 8 qualifying, else the defaults (spec part 1 §2, §9). They load with the social proof. */
export const selectRatings = createSelector([selectTravel], (travel) => ratingsToShow(travel?.rating ?? []));

/** The stars beside the title: only where the real ratings show. */
export const selectRatingSummary = createSelector([selectTravel], (travel) => ratingSummary(travel?.rating ?? []));
