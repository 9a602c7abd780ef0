import { fetchSellReport, fetchUserReport } from '@/api/reports';
import type { SellReport, UserReport } from '@/api/schemas/reports';
import { createResourceSlice } from '@/lib/request-phases';

export const sellReport = createResourceSlice<SellReport, void>({ name: 'sellReport', empty: [], load: (api) => fetchSellReport(api) });
export const userReport = createResourceSlice<UserReport, void>({ name: 'userReport', empty: [], load: (api) => fetchUserReport(api) });
