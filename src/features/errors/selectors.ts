import type { RootState } from '@/app/store';

/** The errors the overlay shows, oldest first. */
export const selectErrorItems = (state: RootState) => state.errors.items;
