/** The three steps of the booking and what must hold before each may be opened (spec part 1 §2, §4). */

export type StepName = 'schedule' | 'user' | 'overview';
export const STEPS: readonly StepName[] = ['schedule', 'user', 'overview'];

/** What keeps a person on step 1, in the order the page shows it. */
export type StepOneBlocker = 'schedule' | 'pax' | 'rooms' | 'flight' | 'ownDates' | 'fields' | 'upgrades' | 'flights';

export interface StepOneFacts {
  hasSchedule: boolean;
  /** The party size as typed is a valid number within the bounds. */
  paxValid: boolean;
  /** Fewer travellers sit in rooms than the party size. */
  roomError: boolean;
  /** The arrival and flight section is on the page; what it does not show cannot block. */
  flightSectionShown: boolean;
  flightValid: boolean;
  ownDateErrorCount: number;
  /** Equipment or dog fields with errors. */
  fieldErrors: boolean;
  /** The upgrades did not load (yet): a compulsory charge may be missing from the price. */
  upgradesMissing?: boolean;
  /** The date's listed flights did not load: whether it is on request cannot be told. */
  flightsMissing?: boolean;
}

/**
 * What blocks leaving step 1 (spec part 1 §4 "Leaving step 1 is blocked…", §5): no date, an
 * empty or invalid party size, travellers without a room, an invalid flight step or own flight
 * dates (only while the flight section is shown), invalid equipment or dog fields, and upgrades
 * that did not load (a compulsory charge could be missing, so the total would be too low), or the
 * flights of a mode that lists them (whether the date is on request depends on them). Errs on
 * the side of blocking: an unknown party size is a blocker.
 */
export function stepOneBlockers(f: StepOneFacts): StepOneBlocker[] {
  const blockers: StepOneBlocker[] = [];
  if (!f.hasSchedule) blockers.push('schedule');
  if (!f.paxValid) blockers.push('pax');
  if (f.roomError) blockers.push('rooms');
  if (f.flightSectionShown && !f.flightValid) blockers.push('flight');
  if (f.flightSectionShown && f.ownDateErrorCount > 0) blockers.push('ownDates');
  if (f.fieldErrors) blockers.push('fields');
  if (f.upgradesMissing) blockers.push('upgrades');
  if (f.flightsMissing) blockers.push('flights');
  return blockers;
}

/**
 * Which steps may be opened (spec part 1 §2 'Navigation'): step 1 always; step 2 once step 1 is
 * complete, which includes the user selection (guest e-mail, login or agency); step 3 once step 2
 * was left with valid data and its data is still valid.
 */
export function stepAvailability({
  stepOneBlockers: blockers,
  userChosen,
  stepTwoLeft,
  stepTwoValid,
}: {
  stepOneBlockers: readonly StepOneBlocker[];
  userChosen: boolean;
  stepTwoLeft: boolean;
  stepTwoValid: boolean;
}): Record<StepName, boolean> {
  const user = blockers.length === 0 && userChosen;
  return { schedule: true, user, overview: user && stepTwoLeft && stepTwoValid };
}

/** The step a route may show: the wanted one if it may be opened, else the last one before it that may. */
export function allowedStep(wanted: StepName, available: Record<StepName, boolean>): StepName {
  for (let index = STEPS.indexOf(wanted); index > 0; index -= 1) {
    const step = STEPS[index];
    if (step && available[step]) return step;
  }
  return 'schedule';
}
