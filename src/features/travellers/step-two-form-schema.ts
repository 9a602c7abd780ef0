import { z } from '@/config/z';
import type { Booking, Customer, Traveller } from '@/api/schemas';
import type { SpecialNeeds } from '@/api/schemas/user';
import { customerErrors, type CustomerRules, type FieldRuleError } from '@/domain/validation/customer';
import { agentErrors } from '@/domain/validation/step-two';
import {
  passportErrors,
  travellerErrors,
  type PapersRule,
  type TravellerFieldError,
} from '@/domain/validation/traveller';

type CustomerFormValues = Customer;
type TravellerFormValues = Pick<
  Traveller,
  | 'gender'
  | 'title'
  | 'firstname'
  | 'lastname'
  | 'birthday'
  | 'passportNumber'
  | 'passportCountry'
  | 'passportIssueDate'
  | 'passportDate'
  | 'passportIssuer'
> & {
  specialNeeds: SpecialNeeds;
};

export interface StepTwoFormValues {
  customer: CustomerFormValues;
  travellers: TravellerFormValues[];
  agent: Booking['travelAgent'];
}

interface StepTwoFormRules {
  rules: CustomerRules;
  papers: PapersRule;
  isAgency: boolean;
  /** The phone field's own check of a number against its country's plan; null while it cannot tell (its rules still loading). */
  phoneValid: (number: string) => boolean | null;
}

/** A rule's error, or the server's own word for a field (a registration refused). */
export type StepTwoFieldError = FieldRuleError | TravellerFieldError | { key: 'server'; text: string };

// A rule's error travels through react-hook-form as its message, written as JSON, so the form can
// say it with the field's label and the rule's limit.
export const encodeFieldError = (error: StepTwoFieldError) => JSON.stringify(error);
const encode = encodeFieldError;

/** The rule's error behind a form field's message, or null. */
export function decodeFieldError(message: string | undefined): StepTwoFieldError | null {
  if (!message) return null;
  try {
    const value: unknown = JSON.parse(message);
    return value !== null && typeof value === 'object' && 'key' in value ? (value as StepTwoFieldError) : null;
  } catch {
    return null;
  }
}

/**
 * Step 2's form (spec part 2 §5): the customer's invoice and contact data and papers, every
 * additional traveller, the travel agent of an agency; each field checked by the domain rules the
 * step guards use too, the phone also by the phone field's own check for its country.
 */
export function createStepTwoSchema({ rules, papers, isAgency, phoneValid }: StepTwoFormRules) {
  return z
    .custom<StepTwoFormValues>((value) => value !== null && typeof value === 'object')
    .check(
      z.superRefine((values, context) => {
        const add = (path: (string | number)[], error: StepTwoFieldError) =>
          context.addIssue({ code: 'custom', path, message: encode(error), input: values });
        const customer = {
          ...customerErrors(values.customer, rules),
          ...passportErrors(values.customer, papers, rules),
        };
        if (!customer.telephone && phoneValid(values.customer.telephone.trim()) === false)
          customer.telephone = { key: 'invalidPhone' };
        for (const [field, error] of Object.entries(customer)) add(['customer', field], error);
        values.travellers.forEach((traveller, index) => {
          for (const [field, error] of Object.entries(
            travellerErrors(traveller, { papers, today: rules.today, tripEnd: rules.tripEnd }),
          ))
            add(['travellers', index, field], error);
        });
        if (isAgency)
          for (const [field, error] of Object.entries(agentErrors(values.agent))) add(['agent', field], error);
      }),
    );
}
