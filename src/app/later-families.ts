import { fareSearch } from '@/features/arrival';
import { insurance } from '@/features/insurance';
import { sellReport, userReport } from '@/features/reports';
import { travelList } from '@/features/travel';
import { vouchers } from '@/features/checkout';
import type { AppStore, LaterFamilies } from './store';

const LATER: Record<keyof LaterFamilies, { reducer: AppStoreReducer }> = {
  insurance,
  vouchers,
  sellReport,
  userReport,
  travelList,
  fareSearch,
};
type AppStoreReducer = Parameters<AppStore['injectFamilies']>[0][keyof LaterFamilies];

/** Adds the families of later pages to a store: the page that needs them calls this as it loads. */
export function injectLaterFamilies(
  store: AppStore,
  names: readonly (keyof LaterFamilies)[] = Object.keys(LATER) as (keyof LaterFamilies)[],
): void {
  store.injectFamilies(Object.fromEntries(names.map((name) => [name, LATER[name].reducer])));
}
