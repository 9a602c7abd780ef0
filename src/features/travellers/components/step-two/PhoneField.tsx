import IntlTelInput, { intlTelInput, type IntlTelInputRef } from '@intl-tel-input/react';
import { useEffect, useRef } from 'react';
import 'intl-tel-input/styles';
import { de, it } from 'intl-tel-input/locale';
import type { Language } from '@/config/language';
import { isPrefixChosenByPerson, phoneCountryOf, phoneCountryToFollow } from '@/domain/phone-prefix';
import { FieldErrorText } from '@/components/FieldErrorText';

/** Preferred countries on top of the list (spec part 2 §5 'Phone'). */
const PREFERRED = ['de', 'at', 'ch', 'lu'] as const;
const UI_TEXTS = { de, it, en: undefined };

/**
 * An international number (+49 …) is valid for its country's numbering plan; null while the
 * plans have not loaded (the field loads them when it first shows).
 */
export function isPhoneNumberValid(number: string): boolean | null {
  const utils = intlTelInput.utils;
  return utils ? utils.isValidNumber(number, undefined) : null;
}

interface PhoneFieldProps {
  id: string;
  label: string;
  /** The number as stored: international (+49 …). */
  value: string;
  /** The customer's country (ISO): the number's country until the person picks another prefix. */
  country: string;
  language: Language;
  onChange: (number: string) => void;
  onBlur: () => void;
  error: string | null;
}

type Iso2 = NonNullable<Parameters<typeof IntlTelInput>[0]['initialCountry']>;
const iso2 = (country: string): Iso2 => (phoneCountryOf(country) ?? 'de') as Iso2;

/**
 * The international phone input (intl-tel-input): the country list with DE, AT, CH and LU first,
 * the customer's country by default, the number checked against its country's plan; max 25
 * characters (spec part 2 §5, §9). Its number rules load when the field first shows. The prefix
 * follows the invoice country (a UK address gets +44) until the person picks a country in the
 * list or types a prefix of their own; a number already typed keeps its prefix.
 */
export function PhoneField({ id, label, value, country, language, onChange, onBlur, error }: PhoneFieldProps) {
  const field = useRef<IntlTelInputRef>(null);
  /** The invoice country the prefix follows; a prefix reported that differs from it is the person's choice. */
  const followed = useRef(iso2(country));
  const personChose = useRef(false);
  const numberTyped = value.trim() !== '';
  useEffect(() => {
    followed.current = iso2(country);
    const instance = field.current?.getInstance();
    const next = phoneCountryToFollow({ invoiceCountry: country, numberTyped, personChose: personChose.current });
    if (next === null || !instance) return;
    try {
      instance.setSelectedCountry(next as Parameters<typeof instance.setSelectedCountry>[0]);
    } catch {
      // a country the phone list does not know keeps the prefix it has
    }
  }, [country, numberTyped]);
  return (
    <div className={`form-row form-row--phone${error ? ' form-row--error' : ''}`}>
      <label htmlFor={id} className="form-row__label">
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <IntlTelInput
        ref={field}
        value={value}
        onChangeNumber={onChange}
        onChangeCountry={(chosen) => {
          if (isPrefixChosenByPerson(chosen, followed.current)) personChose.current = true;
        }}
        initialCountry={iso2(country)}
        countryOrder={[...PREFERRED]}
        countryNameLocale={language}
        uiTranslations={UI_TEXTS[language]}
        loadUtils={() => import('intl-tel-input/utils')}
        containerClass="phone-field"
        inputProps={{
          id,
          name: id,
          className: 'form-row__control',
          autoComplete: 'tel',
          maxLength: 25,
          'aria-required': true,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          onBlur: (event) => {
            // Without its number rules (a lost connection) the field reports nothing: keep what was typed.
            if (!intlTelInput.utils) onChange(event.currentTarget.value.trim());
            onBlur();
          },
        }}
      />
      <FieldErrorText id={`${id}-error`} text={error} />
    </div>
  );
}
