import type { ApiClient } from './client';
import { sellReportSchema, userReportSchema } from './schemas/reports';

export const fetchSellReport = (client: ApiClient) => client.request('/fapi/report/sell', { schema: sellReportSchema });
export const fetchUserReport = (client: ApiClient) => client.request('/fapi/report/user', { schema: userReportSchema });
