import type { RootState } from '@/app/store';

/** How to reach the sales team, where the page configuration says it: the price box names it. */
export const selectSalesContact = (state: RootState) => state.settings.salesContact;
