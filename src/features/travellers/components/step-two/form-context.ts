import { get, useFormContext, useFormState, type Path } from 'react-hook-form';
import { decodeFieldError, type StepTwoFormValues } from '../../step-two-form-schema';
import { useStepTwoMessage } from './use-step-two-message';

export type StepTwoPath = Path<StepTwoFormValues>;

export const useStepTwoForm = () => useFormContext<StepTwoFormValues>();

/**
 * A field's message, with its label; the component re-renders only when this field's state
 * changes, so a keystroke elsewhere leaves it alone. `submitted` tells a date field to show a
 * missing value after a try to go on.
 */
export function useFieldMessage(
  name: StepTwoPath,
  label: string,
  whose?: string,
): { message: string | null; submitted: boolean } {
  const { errors, isSubmitted } = useFormState<StepTwoFormValues>({ name, exact: true });
  const messageOf = useStepTwoMessage();
  const error = get(errors, name) as { message?: string } | undefined;
  return { message: messageOf(label, decodeFieldError(error?.message), whose), submitted: isSubmitted };
}
