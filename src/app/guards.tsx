import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@/components/Spinner';
import { selectStepAvailability } from '@/features/booking';
import { selectUserPending } from '@/features/travellers';
import { allowedStep, type StepName } from '@/domain/steps';
import { paths } from '@/config/paths';
import { useAppSelector } from './hooks';

/**
 * A step's route shows only when the step may be opened (spec part 1 §2, part 2 §2): /user needs a
 * complete step 1 and the user selection, /overview a complete step 2 (or one whose only faults are
 * step 3's flags, shown there). Otherwise the route goes to the last step that may be opened, the
 * one where the missing data is entered. The address bar, back and forward and the step bar all
 * pass here.
 *
 * Who is logged in decides what step 2 asks (a guest repeats the e-mail, a customer does not): while
 * the current user is still being asked for, a step that is not open yet waits instead of sending a
 * reloading customer back to a step they had completed.
 */
export function RequireStep({ step, children }: { step: Exclude<StepName, 'schedule'>; children: ReactNode }) {
  const available = useAppSelector(selectStepAvailability);
  const userPending = useAppSelector(selectUserPending);
  const { t } = useTranslation();
  if (available[step]) return children;
  if (userPending) return <Spinner label={t('common.loading')} />;
  return <Navigate to={paths[allowedStep(step, available)].href()} replace />;
}
