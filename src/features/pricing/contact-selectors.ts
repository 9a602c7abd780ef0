import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { readSalesContactValue } from '@/config/sales-contact';

/** How to reach the sales team, where the page configuration says it (a broken value is none): the price box names it. */
export const selectSalesContact = createSelector(
  [(state: RootState) => state.settings.salesContact],
  readSalesContactValue,
);
