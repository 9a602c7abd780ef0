import './step-two.css';
import { useEffect, useMemo, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { StepTwoPath } from './form-context';
import { useTranslation } from 'react-i18next';
import type { Dog, TravelAgency } from '@/api/schemas';
import type { ComboboxOption } from '@/components/Combobox';
import type { Language } from '@/config/language';
import type { CustomerRules } from '@/domain/validation/customer';
import type { PapersRule } from '@/domain/validation/traveller';
import { focusFirstMarked } from '@/lib/scroll-and-focus';
import { zodFormResolver } from '@/lib/zod-resolver';
import { createStepTwoSchema, type StepTwoFormValues } from '../../step-two-form-schema';
import { AgencySection } from './AgencySection';
import { CustomerSection } from './CustomerSection';
import { isPhoneNumberValid } from './PhoneField';
import { CustomerTravellerBlock, TravellerBlock, type TravellerExtras } from './TravellerBlocks';

/** What changed, so only that part of the booking is written. */
export type StepTwoChange =
  | { part: 'customer'; values: StepTwoFormValues['customer'] }
  | { part: 'traveller'; index: number; values: StepTwoFormValues['travellers'][number] }
  | { part: 'agent'; values: StepTwoFormValues['agent'] };

export interface StepTwoFormProps {
  defaultValues: StepTwoFormValues;
  rules: CustomerRules;
  papers: PapersRule;
  agency: TravelAgency | null;
  language: Language;
  countries: readonly ComboboxOption[];
  /** Per traveller (0 is the customer): what they chose in step 1. */
  extras: readonly TravellerExtras[];
  dogs: readonly Dog[];
  onChange: (change: StepTwoChange) => void;
  onValid: (values: StepTwoFormValues) => void;
  /** A try to go on with invalid data (the page marks what else is missing). */
  onInvalid?: () => void;
  submitLabel: string;
  /** Where the submit goes: the step's way-on bar (a row of actions by default). */
  renderActions?: (submit: ReactNode) => ReactNode;
  /** Shown after the travellers: who sleeps where. */
  roomAssignment?: ReactNode;
  /** Shown between the travellers and the button (the insurance box). */
  children?: ReactNode;
}

const NO_EXTRAS: TravellerExtras = { equipment: [] };

/**
 * Step 2's form (spec part 2 §2, §5): the agency block, the invoice and contact data, one block per
 * traveller. Every change is handed on at once (nothing typed is lost on a reload); going on is
 * possible only with valid data, else the first invalid field is scrolled to the centre and,
 * after FOCUS_DELAY_MS, focused with its message.
 */
export function StepTwoForm({
  defaultValues,
  rules,
  papers,
  agency,
  language,
  countries,
  extras,
  dogs,
  onChange,
  onValid,
  onInvalid,
  submitLabel,
  renderActions = (submit) => <div className="actions">{submit}</div>,
  roomAssignment,
  children,
}: StepTwoFormProps) {
  const { t } = useTranslation('travellers');
  const schema = useMemo(
    () => createStepTwoSchema({ rules, papers, isAgency: agency !== null, phoneValid: isPhoneNumberValid }),
    [rules, papers, agency],
  );
  const form = useForm<StepTwoFormValues>({
    resolver: zodFormResolver(schema),
    defaultValues,
    // Spec part 2 §5: validation runs on input; a field shows its error once changed.
    mode: 'onChange',
    shouldFocusError: false,
  });
  const { handleSubmit, subscribe, trigger } = form;
  // What was entered before (stored, or a profile's) and no longer passes is marked at once: a
  // street too long for the form, come from step 3's flag. Empty fields wait for the person.
  const [entered] = useState(() => enteredPaths(defaultValues) as StepTwoPath[]);
  useEffect(() => {
    if (entered.length > 0) void trigger(entered);
  }, [entered, trigger]);
  const customerExtras = extras[0] ?? NO_EXTRAS;
  // The customer travels as the first traveller: their box only when it asks or shows something
  // (papers, equipment, dogs); name and birthday are given above.
  const showCustomerTraveller = papers !== 'none' || customerExtras.equipment.length > 0 || dogs.length > 0;

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (!name) return;
          const [part, second] = name.split('.');
          if (part === 'customer') onChange({ part: 'customer', values: values.customer });
          else if (part === 'agent') onChange({ part: 'agent', values: values.agent });
          else if (part === 'travellers') {
            const index = Number(second);
            const traveller = values.travellers[index];
            if (traveller) onChange({ part: 'traveller', index, values: traveller });
          }
        },
      }),
    [subscribe, onChange],
  );

  const showFirstInvalid = (_errors: unknown, event?: BaseSyntheticEvent) => {
    onInvalid?.();
    const formElement = event?.target instanceof HTMLFormElement ? event.target : null;
    // After React has shown the messages: the first marked field in the order of the page.
    requestAnimationFrame(() => focusFirstMarked(formElement));
  };

  return (
    <FormProvider {...form}>
      <form className="form step-two" noValidate onSubmit={handleSubmit(onValid, showFirstInvalid)}>
        {agency ? <AgencySection agency={agency} /> : null}
        <CustomerSection rules={rules} countries={countries} language={language} isAgency={agency !== null} />
        {showCustomerTraveller || defaultValues.travellers.length > 0 ? (
          <h3 className="panel__title step-two__travellers">{t('travellersHeading')}</h3>
        ) : null}
        {showCustomerTraveller ? (
          <CustomerTravellerBlock papers={papers} countries={countries} extras={customerExtras} dogs={dogs} />
        ) : null}
        {defaultValues.travellers.map((_, index) => (
          <TravellerBlock
            key={index}
            index={index}
            papers={papers}
            countries={countries}
            extras={extras[index + 1] ?? NO_EXTRAS}
          />
        ))}
        {roomAssignment}
        {children}
        <p className="form__note">{t('booking:form.requiredNote')}</p>
        {renderActions(
          <button type="submit" className="button button--primary">
            {submitLabel}
          </button>,
        )}
      </form>
    </FormProvider>
  );
}

/** The paths of the text values given in the form's first values (an empty text is not given). */
function enteredPaths(values: unknown, prefix = ''): string[] {
  if (typeof values === 'string') return values.trim() !== '' && prefix ? [prefix] : [];
  if (values === null || typeof values !== 'object') return [];
  return Object.entries(values).flatMap(([key, value]) => enteredPaths(value, prefix ? `${prefix}.${key}` : key));
}
