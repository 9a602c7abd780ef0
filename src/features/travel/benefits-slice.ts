import { fetchBenefits } from '@/api/catalogue';
import type { Benefit } from '@/api/schemas';
import { createResourceSlice } from '@/lib/request-phases';

// Selling points fail silently (spec part 1 §8): the page reads well without them.
export const benefits = createResourceSlice<Benefit[], string>({
  name: 'benefits',
  empty: [],
  load: fetchBenefits,
  quiet: true,
});
