import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRow } from '@/components/FormRow';

/** Narrows the dates to one year (the `year` query parameter); shown when the trip has more than one. */
export function YearSelect({
  years,
  value,
  onChange,
}: {
  years: readonly number[];
  value: number | null;
  onChange: (year: number | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (years.length < 2) return null;
  return (
    <FormRow id={id} label={t('schedule.year')} inline>
      <select
        id={id}
        className="form-row__control form-row__control--narrow"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t('schedule.allYears')}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </FormRow>
  );
}
