import type { ConsentKey } from './consents';
import type { StepOneBlocker } from './steps';

export type SubmitRefusal =
  | 'loading'
  | 'stepOne'
  | 'user'
  | 'stepTwo'
  | 'fareExpired'
  | 'insuranceChoice'
  | 'insuranceUnconfirmed'
  | 'flex'
  | 'payment'
  | 'consents';

/**
 * The submit re-checks the whole booking, whatever route led to it (spec part 1 §4, part 2 §4, §5):
 * every step-1 rule, the user selection, step 2's data, a chosen fare still valid, the insurance
 * decision, the flex answer where variant A asks for it, a payment method where one is offered and
 * the required consents of the person's set; and not while a reply that decides what is booked and
 * what it costs (the dates, the compulsory upgrades, the included flights, a chosen service's list)
 * is still on its way, nor with an insurance whose offers for this trip failed to load (its premium
 * is then one asked for another trip). Returns every reason it refuses, in the order the
 * steps and step 3 show them; empty sends.
 */
export function submitRefusals({
  catalogueLoading,
  stepOneBlockers: blockers,
  userChosen,
  stepTwoValid,
  insuranceChoiceMissing,
  insuranceUnconfirmed,
  missingConsents,
  paymentMissing,
  flexError,
  fareExpired,
}: {
  catalogueLoading: boolean;
  stepOneBlockers: readonly StepOneBlocker[];
  userChosen: boolean;
  stepTwoValid: boolean;
  insuranceChoiceMissing: boolean;
  insuranceUnconfirmed: boolean;
  missingConsents: readonly ConsentKey[];
  paymentMissing: boolean;
  flexError: boolean;
  fareExpired: boolean;
}): SubmitRefusal[] {
  const refusals: SubmitRefusal[] = [];
  if (catalogueLoading) refusals.push('loading');
  if (blockers.length > 0) refusals.push('stepOne');
  if (!userChosen) refusals.push('user');
  if (!stepTwoValid) refusals.push('stepTwo');
  if (fareExpired) refusals.push('fareExpired');
  if (insuranceChoiceMissing) refusals.push('insuranceChoice');
  if (insuranceUnconfirmed) refusals.push('insuranceUnconfirmed');
  if (flexError) refusals.push('flex');
  if (paymentMissing) refusals.push('payment');
  if (missingConsents.length > 0) refusals.push('consents');
  return refusals;
}

/** What the final button does (spec part 2 §2): a request ('Jetzt anfragen') or a booking with the obligation to pay. */
export type SubmitKind = 'request' | 'book';

/** On request or a booking request asks; everything else books and must say it obliges to pay (§ 312j BGB). */
export function submitKind({ onRequest, bookingRequest }: { onRequest: boolean; bookingRequest: boolean }): SubmitKind {
  return onRequest || bookingRequest ? 'request' : 'book';
}

/**
 * The insurance decision step 3 asks for ('Bitte wähle deinen Versicherungsschutz aus.', spec part
 * 2 §4, §8): when offers exist, a customer chooses one or none (none only where the opt-out is not
 * hidden: an earlier 'none' does not count once it is); an agency is not asked.
 */
export function isInsuranceChoiceMissing({
  offersExist,
  chosen,
  declined,
  isAgency,
  optOutHidden = false,
}: {
  offersExist: boolean;
  chosen: boolean;
  declined: boolean;
  isAgency: boolean;
  optOutHidden?: boolean;
}): boolean {
  return offersExist && !isAgency && !chosen && (!declined || optOutHidden);
}
