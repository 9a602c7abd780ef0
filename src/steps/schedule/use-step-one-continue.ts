import { useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { goToStep, paths } from '@/config/paths';
import { selectStepOneBlockers } from '@/features/booking';
import { selectLoggedIn } from '@/features/travellers';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';

/**
 * Step 1's 'Weiter': shows the errors and moves to the first one; else leads to step 2, through the
 * user-selection dialog (open while `dialogOpen` holds) unless someone is logged in.
 */
export function useStepOneContinue(scheduleSection: RefObject<HTMLElement>) {
  const navigate = useNavigate();
  const blockers = useAppSelector(selectStepOneBlockers);
  const loggedIn = useAppSelector(selectLoggedIn);
  const [showErrors, setShowErrors] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const focusFirstInvalid = useFocusFirstInvalid();

  const goOn = () => {
    setShowErrors(true);
    if (blockers.paxError) {
      focusFirstInvalid();
      return;
    }
    if (blockers.roomError) {
      scheduleSection.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if (!blockers.canContinue) {
      // Move to the first field that needs attention once its error is shown.
      focusFirstInvalid();
      return;
    }
    // Before step 2 the user chooses guest or login (spec part 1 §2), unless already logged in.
    if (loggedIn) goToStep(navigate, paths.user.href());
    else setDialogOpen(true);
  };

  const toStepTwo = () => {
    setDialogOpen(false);
    goToStep(navigate, paths.user.href());
  };

  return { showErrors, dialogOpen, goOn, toStepTwo, closeDialog: () => setDialogOpen(false) };
}
