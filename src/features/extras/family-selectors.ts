import type { RootState } from '@/app/store';

/** Each catalogue family's failed load, which its section says (spec part 1 §4, §8). */
export const selectUpgradesFailed = (state: RootState) => state.upgrades.status === 'failed';
export const selectExtensionsFailed = (state: RootState) => state.accommodations.status === 'failed';
export const selectEquipmentFailed = (state: RootState) => state.equipment.status === 'failed';
