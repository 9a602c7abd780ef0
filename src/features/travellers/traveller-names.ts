import { createSelector } from '@reduxjs/toolkit';
import { travellerNames } from '@/domain/overview';
import { selectAdditionalUsers, selectCustomer } from '@/features/choices';

/** Every traveller by name, the customer first. */
export const selectTravellerNames = createSelector([selectCustomer, selectAdditionalUsers], travellerNames);
