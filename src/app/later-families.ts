import { insurance } from '../features/insurance/insurance-slice';
import { sellReport, userReport } from '../features/reports/reports-slices';
import { travelList } from '../features/travel/travel-list-slice';
import { vouchers } from '../features/vouchers/vouchers-slice';
import type { AppStore, LaterFamilies } from './store';

const LATER: Record<keyof LaterFamilies, { reducer: AppStoreReducer }> = { insurance, vouchers, sellReport, userReport, travelList };
type AppStoreReducer = Parameters<AppStore['injectFamilies']>[0][keyof LaterFamilies];

/** Adds the families of later pages to a store: the page that needs them calls this as it loads. */
export function injectLaterFamilies(store: AppStore, names: readonly (keyof LaterFamilies)[] = Object.keys(LATER) as (keyof LaterFamilies)[]): void {
  store.injectFamilies(Object.fromEntries(names.map((name) => [name, LATER[name].reducer])));
}
