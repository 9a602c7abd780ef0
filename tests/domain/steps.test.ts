import { describe, expect, it } from 'vitest';
import { allowedStep, stepAvailability, stepOneBlockers, type StepOneFacts } from '../../src/domain/steps';
import { submitRefusals } from '../../src/domain/submit';

const complete: StepOneFacts = { hasSchedule: true, paxValid: true, roomError: false, flightSectionShown: true, flightValid: true, ownDateErrorCount: 0, fieldErrors: false };

describe('leaving step 1 (spec part 1 §4 "Leaving step 1 is blocked…", §5)', () => {
  it.each([
    ['nothing missing', {}, []],
    ['no date chosen', { hasSchedule: false }, ['schedule']],
    ['an empty or invalid party size (§5 "Pax is required, numeric…")', { paxValid: false }, ['pax']],
    ['fewer travellers in rooms than pax (§5 room error)', { roomError: true }, ['rooms']],
    ['an invalid flight step (§5 "Flight valid if…")', { flightValid: false }, ['flight']],
    ['own flight dates with errors (§5 "Own outbound and return dates are required")', { ownDateErrorCount: 2 }, ['ownDates']],
    ['equipment or dog fields with errors (§5 dog and equipment fields)', { fieldErrors: true }, ['fields']],
    ['a hidden flight section never blocks (§2 section shown only when…)', { flightSectionShown: false, flightValid: false, ownDateErrorCount: 2 }, []],
    ['everything at once, in the page order', { hasSchedule: false, paxValid: false, roomError: true, flightValid: false, ownDateErrorCount: 1, fieldErrors: true }, ['schedule', 'pax', 'rooms', 'flight', 'ownDates', 'fields']],
  ] as const)('%s', (_case, facts, expected) => {
    expect(stepOneBlockers({ ...complete, ...facts })).toEqual(expected);
  });
});

describe('which steps may be opened (spec part 1 §2 "Navigation", part 2 §2)', () => {
  it.each([
    ['step 1 blocked', ['rooms'], true, true, true, { schedule: true, user: false, overview: false }],
    ['step 1 complete but no user selection', [], false, false, false, { schedule: true, user: false, overview: false }],
    ['step 1 complete and the user chosen', [], true, false, false, { schedule: true, user: true, overview: false }],
    ['step 2 left once, its data no longer valid', [], true, true, false, { schedule: true, user: true, overview: false }],
    ['step 2 valid but not left through its button', [], true, false, true, { schedule: true, user: true, overview: false }],
    ['step 2 left with valid data', [], true, true, true, { schedule: true, user: true, overview: true }],
    ['step 2 left with valid data, step 1 broken since', ['pax'], true, true, true, { schedule: true, user: false, overview: false }],
  ] as const)('%s', (_case, blockers, userChosen, stepTwoLeft, stepTwoValid, expected) => {
    expect(stepAvailability({ stepOneBlockers: blockers, userChosen, stepTwoLeft, stepTwoValid })).toEqual(expected);
  });

  it.each([
    ['user', { schedule: true, user: true, overview: false }, 'user'],
    ['user', { schedule: true, user: false, overview: false }, 'schedule'],
    ['overview', { schedule: true, user: true, overview: true }, 'overview'],
    ['overview', { schedule: true, user: true, overview: false }, 'user'],
    ['overview', { schedule: true, user: false, overview: false }, 'schedule'],
    ['schedule', { schedule: true, user: false, overview: false }, 'schedule'],
  ] as const)('a route to %s with %o shows %s', (wanted, available, shown) => {
    expect(allowedStep(wanted, available)).toBe(shown);
  });
});

describe('the submit re-checks the whole booking (spec part 2 §4, §5)', () => {
  const ok = { stepOneBlockers: [], userChosen: true, stepTwoValid: true, gtc: true, flexError: false, fareExpired: false } as const;
  it.each([
    ['a valid booking is sent', {}, []],
    ['a step-1 rule unmet', { stepOneBlockers: ['rooms'] as const }, ['stepOne']],
    ['no user selection', { userChosen: false }, ['user']],
    ['step 2 invalid', { stepTwoValid: false }, ['stepTwo']],
    ['terms not accepted (§5 "Required checkboxes: general terms")', { gtc: false }, ['gtc']],
    ['flex unanswered in variant A (§5)', { flexError: true }, ['flex']],
    ['the chosen fare expired (§4 "Submit is ignored … if the selected fare\'s validity has expired")', { fareExpired: true }, ['fareExpired']],
  ])('%s', (_case, facts, expected) => {
    expect(submitRefusals({ ...ok, ...facts })).toEqual(expected);
  });
});
