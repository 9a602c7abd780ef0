import { describe, expect, it } from 'vitest';
import { allowedStep, overviewFlags, stepAvailability, stepOneBlockers, type StepOneFacts } from '@/domain/steps';
import { isInsuranceChoiceMissing, submitKind, submitRefusals } from '@/domain/submit';

const complete: StepOneFacts = {
  hasSchedule: true,
  paxValid: true,
  roomError: false,
  flightSectionShown: true,
  flightValid: true,
  ownDateErrorCount: 0,
  fieldErrors: false,
};

describe('leaving step 1 (spec part 1 §4 "Leaving step 1 is blocked…", §5)', () => {
  it.each([
    ['nothing missing', {}, []],
    ['no date chosen', { hasSchedule: false }, ['schedule']],
    ['an empty or invalid party size (§5 "Pax is required, numeric…")', { paxValid: false }, ['pax']],
    ['fewer travellers in rooms than pax (§5 room error)', { roomError: true }, ['rooms']],
    ['an invalid flight step (§5 "Flight valid if…")', { flightValid: false }, ['flight']],
    [
      'own flight dates with errors (§5 "Own outbound and return dates are required")',
      { ownDateErrorCount: 2 },
      ['ownDates'],
    ],
    ['equipment or dog fields with errors (§5 dog and equipment fields)', { fieldErrors: true }, ['fields']],
    [
      'upgrades that did not load: a compulsory charge may be missing (decision)',
      { upgradesMissing: true },
      ['upgrades'],
    ],
    [
      'listed flights that did not load: whether the date is on request is unknown (§4, decision)',
      { flightsMissing: true },
      ['flights'],
    ],
    [
      'a hidden flight section never blocks (§2 section shown only when…)',
      { flightSectionShown: false, flightValid: false, ownDateErrorCount: 2 },
      [],
    ],
    [
      'everything at once, in the page order',
      {
        hasSchedule: false,
        paxValid: false,
        roomError: true,
        flightValid: false,
        ownDateErrorCount: 1,
        fieldErrors: true,
      },
      ['schedule', 'pax', 'rooms', 'flight', 'ownDates', 'fields'],
    ],
  ] as const)('%s', (_case, facts, expected) => {
    expect(stepOneBlockers({ ...complete, ...facts })).toEqual(expected);
  });
});

describe('which steps may be opened (spec part 1 §2 "Navigation", part 2 §2)', () => {
  it.each([
    ['step 1 blocked', ['rooms'], true, true, true, { schedule: true, user: false, overview: false }],
    [
      'step 1 complete but no user selection',
      [],
      false,
      false,
      false,
      { schedule: true, user: false, overview: false },
    ],
    ['step 1 complete and the user chosen', [], true, false, false, { schedule: true, user: true, overview: false }],
    [
      'step 2 left once, its data no longer valid',
      [],
      true,
      true,
      false,
      { schedule: true, user: true, overview: false },
    ],
    [
      'step 2 valid but not left through its button',
      [],
      true,
      false,
      true,
      { schedule: true, user: true, overview: false },
    ],
    ['step 2 left with valid data', [], true, true, true, { schedule: true, user: true, overview: true }],
    [
      'step 2 left with valid data, step 1 broken since',
      ['pax'],
      true,
      true,
      true,
      { schedule: true, user: false, overview: false },
    ],
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

describe("step 3's street, flight and room error flags (spec part 2 §8 'shown inline')", () => {
  const base = { stepOneBlockers: [], remaining: 0, stepTwoProblems: [], userChosen: true } as const;
  it.each([
    ['nothing broken', {}, { rooms: null, flight: false, street: false, flagsSuffice: true }],
    [
      'a room gone: travellers without a room on both steps',
      { stepOneBlockers: ['rooms'], remaining: 2, stepTwoProblems: ['rooms'] },
      { rooms: 2, flagsSuffice: true },
    ],
    ['the flight step', { stepOneBlockers: ['flight'] }, { flight: true, flagsSuffice: true }],
    ['own flight dates', { stepOneBlockers: ['ownDates'] }, { flight: true, flagsSuffice: true }],
    ['a street over its length', { stepTwoProblems: ['street'] }, { street: true, flagsSuffice: true }],
    ['no date: not a flag', { stepOneBlockers: ['schedule'] }, { flagsSuffice: false }],
    ['step 2 data missing: not a flag', { stepTwoProblems: ['street', 'data'] }, { street: true, flagsSuffice: false }],
    [
      'travellers unplaced while the rooms suffice: fixed on step 2',
      { stepTwoProblems: ['rooms'] },
      { rooms: null, flagsSuffice: false },
    ],
    ['nobody chosen to book', { userChosen: false }, { flagsSuffice: false }],
  ] as const)('%s', (_case, change, expected) => {
    expect(overviewFlags({ ...base, ...change })).toMatchObject(expected);
  });

  it('step 3 opens after step 2 was left when only flags stand; never before step 2 was left', () => {
    const facts = { stepOneBlockers: ['rooms'] as const, userChosen: true, stepTwoValid: false };
    expect(stepAvailability({ ...facts, stepTwoLeft: true, flagsSuffice: true })).toEqual({
      schedule: true,
      user: false,
      overview: true,
    });
    expect(stepAvailability({ ...facts, stepTwoLeft: false, flagsSuffice: true }).overview).toBe(false);
    expect(stepAvailability({ ...facts, stepTwoLeft: true, flagsSuffice: false }).overview).toBe(false);
  });
});

describe('the submit re-checks the whole booking (spec part 2 §4, §5)', () => {
  const ok = {
    catalogueLoading: false,
    stepOneBlockers: [],
    userChosen: true,
    stepTwoValid: true,
    insuranceChoiceMissing: false,
    insuranceUnconfirmed: false,
    missingConsents: [],
    paymentMissing: false,
    flexError: false,
    fareExpired: false,
  } as const;
  it.each([
    ['a valid booking is sent', {}, []],
    ['a step-1 rule unmet', { stepOneBlockers: ['rooms'] as const }, ['stepOne']],
    ['no user selection', { userChosen: false }, ['user']],
    ['step 2 invalid', { stepTwoValid: false }, ['stepTwo']],
    [
      'no insurance decision (§8 "Bitte wähle deinen Versicherungsschutz aus.")',
      { insuranceChoiceMissing: true },
      ['insuranceChoice'],
    ],
    [
      "an insurance whose offers for this trip failed to load (its premium is an earlier trip's)",
      { insuranceUnconfirmed: true },
      ['insuranceUnconfirmed'],
    ],
    ['a required box unticked (§5 "Required checkboxes")', { missingConsents: ['gtc'] as const }, ['consents']],
    ['no payment method where one is offered', { paymentMissing: true }, ['payment']],
    ['flex unanswered in variant A (§5)', { flexError: true }, ['flex']],
    [
      'the chosen fare expired (§4 "Submit is ignored … if the selected fare\'s validity has expired")',
      { fareExpired: true },
      ['fareExpired'],
    ],
    [
      'a reply that decides the booking still on its way (a reload on step 3, a slow server)',
      { catalogueLoading: true },
      ['loading'],
    ],
    [
      'everything at once, in page order',
      {
        catalogueLoading: true,
        stepOneBlockers: ['pax'] as const,
        userChosen: false,
        stepTwoValid: false,
        insuranceChoiceMissing: true,
        insuranceUnconfirmed: true,
        missingConsents: ['consent'] as const,
        paymentMissing: true,
        flexError: true,
        fareExpired: true,
      },
      [
        'loading',
        'stepOne',
        'user',
        'stepTwo',
        'fareExpired',
        'insuranceChoice',
        'insuranceUnconfirmed',
        'flex',
        'payment',
        'consents',
      ],
    ],
  ])('%s', (_case, facts, expected) => {
    expect(submitRefusals({ ...ok, ...facts })).toEqual(expected);
  });
});

describe('the final button (spec part 2 §2 "Request now" or "Book now with payment")', () => {
  it.each([
    [{ onRequest: false, bookingRequest: false }, 'book'],
    [{ onRequest: true, bookingRequest: false }, 'request'],
    [{ onRequest: false, bookingRequest: true }, 'request'],
    [{ onRequest: true, bookingRequest: true }, 'request'],
  ])('%j -> %s', (facts, kind) => {
    expect(submitKind(facts)).toBe(kind);
  });
});

describe('the insurance decision (spec part 2 §4 "choose an offer or none", §8)', () => {
  it.each([
    [{ offersExist: true, chosen: false, declined: false, isAgency: false }, true],
    [{ offersExist: true, chosen: true, declined: false, isAgency: false }, false],
    [{ offersExist: true, chosen: false, declined: true, isAgency: false }, false],
    [{ offersExist: false, chosen: false, declined: false, isAgency: false }, false],
    [{ offersExist: true, chosen: false, declined: false, isAgency: true }, false],
    // 'unless opt-out is hidden': then an offer is the only answer, an earlier 'none' does not count.
    [{ offersExist: true, chosen: false, declined: true, isAgency: false, optOutHidden: true }, true],
    [{ offersExist: true, chosen: true, declined: false, isAgency: false, optOutHidden: true }, false],
    [{ offersExist: false, chosen: false, declined: false, isAgency: false, optOutHidden: true }, false],
  ])('%j missing: %s', (facts, missing) => {
    expect(isInsuranceChoiceMissing(facts)).toBe(missing);
  });
});
