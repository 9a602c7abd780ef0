import type { Country } from '@/api/schemas';
import { createResourceSlice, loadWithCall } from '@/lib/request-phases';

export const countries = createResourceSlice<Country[], void>({
  name: 'countries',
  empty: [],
  load: loadWithCall(
    () => import('@/api/catalogue'),
    (m) => (api, _arg, options) => m.fetchCountries(api, options),
  ),
});
