import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectStepAvailability } from '@/features/booking';
import { allowedStep, type StepName } from '@/domain/steps';
import { paths } from '@/config/paths';
import { useAppSelector } from './hooks';

/**
 * A step's route shows only when the step may be opened (spec part 1 §2, part 2 §2): /user needs a
 * complete step 1 and the user selection, /overview a complete step 2. Otherwise the route goes to
 * the last step that may be opened, the one where the missing data is entered. The address bar,
 * back and forward and the step bar all pass here.
 */
export function RequireStep({ step, children }: { step: Exclude<StepName, 'schedule'>; children: ReactNode }) {
  const available = useAppSelector(selectStepAvailability);
  if (available[step]) return children;
  return <Navigate to={paths[allowedStep(step, available)].href()} replace />;
}
