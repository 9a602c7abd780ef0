import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';

/** Selling points shown on the booking page: 4 by default (spec part 1 §2, §9). */
const BENEFITS_SHOWN = 4;
export const selectBenefits = createSelector([(state: RootState) => state.benefits.data], (benefits) =>
  benefits.slice(0, BENEFITS_SHOWN),
);
