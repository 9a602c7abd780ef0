import type { StepTwoProblem } from './validation/step-two';

/** The three steps of the booking and what must hold before each may be opened (spec part 1 §2, §4). */

export type StepName = 'schedule' | 'user' | 'overview';
export const STEPS: readonly StepName[] = ['schedule', 'user', 'overview'];

/** What keeps a person on step 1, in the order the page shows it. */
export type StepOneBlocker =
  | 'schedule'
  | 'pax'
  | 'rooms'
  | 'flight'
  | 'ownDates'
  | 'fields'
  | 'extensions'
  | 'upgrades'
  | 'choices'
  | 'flights'
  | 'roomsIncomplete';

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
  /** A chosen extension this date does not allow (domain/extensions `isExtensionAllowed`). */
  extensionsNotAllowed?: boolean;
  /** The upgrades did not load (yet): a compulsory charge may be missing from the price. */
  upgradesMissing?: boolean;
  /** A chosen service, extension or rail and fly is named by nothing the page has: its price is not known. */
  choicesUnnamed?: boolean;
  /** The date's listed flights did not load: whether it is on request cannot be told. */
  flightsMissing?: boolean;
  /** The chosen date's rooms came incomplete (a broken room left out): its price is not whole. */
  roomsIncomplete?: boolean;
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
  if (f.extensionsNotAllowed) blockers.push('extensions');
  if (f.upgradesMissing) blockers.push('upgrades');
  if (f.choicesUnnamed) blockers.push('choices');
  if (f.flightsMissing) blockers.push('flights');
  if (f.roomsIncomplete) blockers.push('roomsIncomplete');
  return blockers;
}

/**
 * Which steps may be opened (spec part 1 §2 'Navigation'): step 1 always; step 2 once step 1 is
 * complete, which includes the user selection (guest e-mail, login or agency); step 3 once step 2
 * was left with valid data and its data is still valid, or what broke since is only what step 3
 * flags where it stands (`overviewFlags`: a room, the flight, the street), fixed from there.
 */
export function stepAvailability({
  stepOneBlockers: blockers,
  userChosen,
  stepTwoLeft,
  stepTwoValid,
  flagsSuffice = false,
}: {
  stepOneBlockers: readonly StepOneBlocker[];
  userChosen: boolean;
  stepTwoLeft: boolean;
  stepTwoValid: boolean;
  /** Every broken rule is one step 3 flags (`OverviewFlags.flagsSuffice`). */
  flagsSuffice?: boolean;
}): Record<StepName, boolean> {
  const user = blockers.length === 0 && userChosen;
  return { schedule: true, user, overview: stepTwoLeft && ((user && stepTwoValid) || flagsSuffice) };
}

/** The step a route may show: the wanted one if it may be opened, else the last one before it that may. */
export function allowedStep(wanted: StepName, available: Record<StepName, boolean>): StepName {
  for (let index = STEPS.indexOf(wanted); index > 0; index -= 1) {
    const step = STEPS[index];
    if (step && available[step]) return step;
  }
  return 'schedule';
}

/** The step-1 rules step 3 flags where they stand (spec part 2 §8 'flight error and room error flags shown inline'). */
const FLAGGED_ON_STEP_THREE: readonly StepOneBlocker[] = ['rooms', 'flight', 'ownDates'];

export interface OverviewFlags {
  /** Travellers without a room: how many (the room error), else null. */
  rooms: number | null;
  /** The flight step or the own travel dates are not valid (the flight error). */
  flight: boolean;
  /** The invoice street is over its length (the street error). */
  street: boolean;
  /**
   * Every broken rule is one of the flags: step 3 (once step 2 was left) opens and shows them beside
   * what they concern, each with the way to fix it. Anything else goes back to its step.
   */
  flagsSuffice: boolean;
}

/**
 * The street, flight and room error flags of step 3 (spec part 2 §8): a rule broken since step 2
 * was left (a date's rooms or flights answered anew after a reload, a profile's long street) is
 * said beside the block it concerns, with the way that fixes it; the submit refuses while one stands.
 */
export function overviewFlags({
  stepOneBlockers: blockers,
  remaining,
  stepTwoProblems,
  userChosen,
}: {
  stepOneBlockers: readonly StepOneBlocker[];
  /** Travellers still without a room. */
  remaining: number;
  stepTwoProblems: readonly StepTwoProblem[];
  userChosen: boolean;
}): OverviewFlags {
  return {
    rooms: blockers.includes('rooms') ? Math.max(remaining, 1) : null,
    flight: blockers.includes('flight') || blockers.includes('ownDates'),
    street: stepTwoProblems.includes('street'),
    flagsSuffice:
      userChosen &&
      blockers.every((blocker) => FLAGGED_ON_STEP_THREE.includes(blocker)) &&
      // Travellers without a room on step 2 are the room flag's, when rooms are missing.
      stepTwoProblems.every((problem) => problem === 'street' || (problem === 'rooms' && blockers.includes('rooms'))),
  };
}
