import type { StepOneBlocker } from './steps';

export type SubmitRefusal = 'stepOne' | 'user' | 'stepTwo' | 'gtc' | 'flex' | 'fareExpired';

/**
 * The submit re-checks the whole booking, whatever route led to it (spec part 1 §4, part 2 §4, §5):
 * every step-1 rule, the user selection, step 2's data, the terms, the flex answer where variant A
 * asks for it, and a chosen fare still valid. Returns every reason it refuses; empty sends.
 */
export function submitRefusals({ stepOneBlockers: blockers, userChosen, stepTwoValid, gtc, flexError, fareExpired }: {
  stepOneBlockers: readonly StepOneBlocker[];
  userChosen: boolean;
  stepTwoValid: boolean;
  gtc: boolean;
  flexError: boolean;
  fareExpired: boolean;
}): SubmitRefusal[] {
  const refusals: SubmitRefusal[] = [];
  if (blockers.length > 0) refusals.push('stepOne');
  if (!userChosen) refusals.push('user');
  if (!stepTwoValid) refusals.push('stepTwo');
  if (!gtc) refusals.push('gtc');
  if (flexError) refusals.push('flex');
  if (fareExpired) refusals.push('fareExpired');
  return refusals;
}
