import type { Story } from '@ladle/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/TextField';
import { NumberField } from '@/components/NumberField';
import { DateNumberInput } from '@/components/DateNumberInput';
import { Combobox } from '@/components/Combobox';
import { useFlightDateTexts } from '@/features/arrival/components/use-flight-date-texts';
import { useCountryTexts } from '@/features/travellers/components/step-two/bound-fields';

export default { title: 'Fields' };

/** A text field empty, filled, and with its error (required, as step 2 marks them). */
export const TextFields: Story = () => {
  const { t } = useTranslation(['travellers', 'translation']);
  const id = useId();
  const label = t('fields.lastname');
  return (
    <div className="form-pair">
      <TextField id={`${id}-a`} label={t('fields.firstname')} required defaultValue="" />
      <TextField id={`${id}-b`} label={t('fields.email')} required type="email" defaultValue="anna.muster@example.de" />
      <TextField
        id={`${id}-c`}
        label={label}
        required
        defaultValue=""
        error={t('translation:validation.requiredLabel', { label })}
      />
    </div>
  );
};

/** The party size: a number field with its hint and a value above the limit. */
export const NumberFields: Story = () => {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(2);
  const label = t('pax.label');
  return (
    <>
      <NumberField label={label} value={value} onChange={setValue} min={1} max={16} required />
      <NumberField
        label={label}
        value={20}
        onChange={() => undefined}
        min={1}
        max={16}
        required
        error={t('validation.aboveMaxLabel', { label, value: 16 })}
      />
    </>
  );
};

/** A date as day, month and year: empty, and valid with its tick. */
export const DateFields: Story = () => {
  const { t } = useTranslation('extras');
  const dates = useFlightDateTexts(null, {});
  const [valid, setValid] = useState<string | null>('2030-05-12');
  return (
    <>
      <DateNumberInput labels={dates.labels(t('flight.outboundDate'))} value={null} onChange={() => undefined} />
      <DateNumberInput labels={dates.labels(t('flight.inboundDate'))} value={valid} onChange={setValid} />
    </>
  );
};

const COUNTRIES = [
  { value: 'DE', name: 'Deutschland' },
  { value: 'AT', name: 'Österreich' },
  { value: 'CH', name: 'Schweiz' },
  { value: 'IT', name: 'Italia' },
] as const;

/** The country: a combobox with a chosen country, and one left empty with its error. */
export const CountryField: Story = () => {
  const { t } = useTranslation(['travellers', 'translation']);
  const id = useId();
  const [country, setCountry] = useState('DE');
  const texts = useCountryTexts();
  const label = t('fields.country');
  return (
    <>
      <Combobox
        id={`${id}-a`}
        label={label}
        required
        options={COUNTRIES}
        value={country}
        onChange={setCountry}
        error={null}
        texts={texts}
      />
      <Combobox
        id={`${id}-b`}
        label={label}
        required
        options={COUNTRIES}
        value=""
        onChange={() => undefined}
        error={t('country.notInList')}
        texts={texts}
      />
    </>
  );
};
