import type { Benefit } from '@/api/schemas';
import { createResourceSlice, loadWithCall } from '@/lib/request-phases';

// Selling points fail silently (spec part 1 §8): the page reads well without them.
export const benefits = createResourceSlice<Benefit[], string>({
  name: 'benefits',
  empty: [],
  load: loadWithCall(
    () => import('@/api/catalogue'),
    (m) => m.fetchBenefits,
  ),
  quiet: true,
});
