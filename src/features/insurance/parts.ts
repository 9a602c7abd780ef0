import { loadablePart } from '@/lib/loadable-part';
import type { InsuranceBoxProps } from './components/InsuranceBox';

// The insurance box sits below the travellers and has offers only once a birthday is known: its
// code (with the offers' family) follows step 2's first paint.
export const insuranceBoxPart = loadablePart<InsuranceBoxProps>(
  () => import('./components/InsuranceBox').then((m) => m.InsuranceBox),
  { afterPaint: true },
);
