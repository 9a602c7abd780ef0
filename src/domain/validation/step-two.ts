import { customerErrors, requiredText, type CustomerRules, type CustomerValues, type FieldRuleError } from './customer';
import {
  isEmail,
  passportErrors,
  travellerErrors,
  type PapersRule,
  type PassportValues,
  type TravellerValues,
} from './traveller';

interface AgentValues {
  gender: string | null;
  firstname: string;
  lastname: string;
  email: string;
}

type AgentField = keyof AgentValues;

/** The travel agent's field limits (the form's maxLength and the rule read the same). */
export const AGENT_LIMITS = { firstname: 35, lastname: 35, email: 80 } as const;

/** The travel agent an agency names (spec part 2 §3 'Travel agent', §6): gender, first and last name, e-mail. */
export function agentErrors(values: AgentValues): Partial<Record<AgentField, FieldRuleError>> {
  const errors: Partial<Record<AgentField, FieldRuleError>> = {};
  if (!values.gender) errors.gender = { key: 'chooseGender' };
  const first = requiredText(values.firstname, AGENT_LIMITS.firstname);
  if (first) errors.firstname = first;
  const last = requiredText(values.lastname, AGENT_LIMITS.lastname);
  if (last) errors.lastname = last;
  const email = requiredText(values.email, AGENT_LIMITS.email);
  if (email) errors.email = email;
  else if (!isEmail(values.email)) errors.email = { key: 'invalidEmail' };
  return errors;
}

/**
 * The insurance terms must be accepted when an offer is chosen and insurances exist, unless an
 * agency books (spec part 2 §5 'Step 2 exit').
 */
export function insuranceAgreementMissing({
  offerChosen,
  offersExist,
  accepted,
  isAgency,
}: {
  offerChosen: boolean;
  offersExist: boolean;
  accepted: boolean;
  isAgency: boolean;
}): boolean {
  return offerChosen && offersExist && !isAgency && !accepted;
}

export interface StepTwoFacts {
  customer: CustomerValues & PassportValues;
  /** The additional travellers (the 2nd to the last). */
  travellers: readonly TravellerValues[];
  /** The travel agent when an agency books, else null. */
  agent: AgentValues | null;
  rules: CustomerRules;
  papers: PapersRule;
  insuranceAgreementMissing: boolean;
  /** How many travellers have no place in a room (spec part 1 §8 'unassigned traveller'). */
  unassigned: number;
}

/**
 * What keeps step 2 from being complete: the street being too long, which step 3 flags where the
 * address stands (spec part 2 §8 'street error ... shown inline'); travellers without a place in a
 * room (step 3's room flag, when rooms are missing); or anything else, which is entered on step 2.
 */
export type StepTwoProblem = 'street' | 'rooms' | 'data';

/**
 * What keeps step 2 from being left (spec part 2 §5 'Step 2 exit'): the customer's invoice and
 * contact data and papers, every additional traveller, the travel agent of an agency, a room for
 * every traveller, and the insurance terms where they must be accepted. A street over its length
 * and travellers without a room are named apart; empty when step 2 may be left.
 */
export function stepTwoProblems(f: StepTwoFacts): StepTwoProblem[] {
  const empty = (errors: object) => Object.keys(errors).length === 0;
  const { street, ...customer } = customerErrors(f.customer, f.rules);
  const problems: StepTwoProblem[] = street?.key === 'maxLength' ? ['street'] : [];
  if (f.unassigned > 0) problems.push('rooms');
  const complete =
    (street === undefined || street.key === 'maxLength') &&
    empty(customer) &&
    empty(passportErrors(f.customer, f.papers, f.rules)) &&
    f.travellers.every((traveller) =>
      empty(travellerErrors(traveller, { papers: f.papers, today: f.rules.today, tripEnd: f.rules.tripEnd })),
    ) &&
    (f.agent === null || empty(agentErrors(f.agent))) &&
    !f.insuranceAgreementMissing;
  if (!complete) problems.push('data');
  return problems;
}

/** Step 2 may be left: nothing of `stepTwoProblems` stands. */
export const isStepTwoValid = (f: StepTwoFacts): boolean => stepTwoProblems(f).length === 0;
