import { isEmail } from './traveller';

/** A question may be this long (spec part 2 §5: a textarea's maximum length, 5000 by default). */
export const QUESTION_MAX_LENGTH = 5000;
/** The textarea's counter is told to screen readers once typing pauses this long (spec part 2 §9 'debounce'). */
export const QUESTION_COUNT_DEBOUNCE_MS = 500;

interface QuestionInput {
  email: string;
  name: string;
  question: string;
  agb: boolean;
}

export type QuestionError = 'required' | 'invalidEmail' | 'tooLong';

/** An e-mail the forms need: given, and of an address's shape. */
function emailError(email: string): QuestionError | null {
  if (email.trim() === '') return 'required';
  return isEmail(email) ? null : 'invalidEmail';
}

/**
 * The question form (spec part 2 §5 'Question form'): e-mail required and well-formed, the
 * question required (not only spaces) and at most 5000 characters, the terms consent required;
 * the name and the newsletter are optional.
 */
export function questionErrors({
  email,
  question,
  agb,
}: QuestionInput): Partial<Record<'email' | 'question' | 'agb', QuestionError>> {
  const errors: Partial<Record<'email' | 'question' | 'agb', QuestionError>> = {};
  const mail = emailError(email);
  if (mail) errors.email = mail;
  if (question.trim() === '') errors.question = 'required';
  else if (question.length > QUESTION_MAX_LENGTH) errors.question = 'tooLong';
  if (!agb) errors.agb = 'required';
  return errors;
}

/** The subscribe form (spec part 2 §3 'Subscribe form'): e-mail and the terms consent required, the newsletter optional. */
export function subscribeErrors({
  email,
  agb,
}: {
  email: string;
  agb: boolean;
}): Partial<Record<'email' | 'agb', QuestionError>> {
  const errors: Partial<Record<'email' | 'agb', QuestionError>> = {};
  const mail = emailError(email);
  if (mail) errors.email = mail;
  if (!agb) errors.agb = 'required';
  return errors;
}
