import { fetchCountries } from '@/api/catalogue';
import type { Country } from '@/api/schemas';
import { createResourceSlice } from '@/lib/request-phases';

export const countries = createResourceSlice<Country[], void>({
  name: 'countries',
  empty: [],
  load: (api, _arg, options) => fetchCountries(api, options),
});
