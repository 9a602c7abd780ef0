import { useTranslation } from 'react-i18next';
import { GENDERS } from '@/api/schemas/user';
import { FieldErrorText } from '@/components/FieldErrorText';

interface GenderFieldProps {
  id: string;
  value: string | null;
  onChange: (gender: string) => void;
  onBlur: () => void;
  error: string | null;
}

/** Herr, Frau, Divers as a radio group (spec part 2 §3 'gender (male, female, divers)'). */
export function GenderField({ id, value, onChange, onBlur, error }: GenderFieldProps) {
  const { t } = useTranslation('travellers');
  return (
    <fieldset
      className={`form-row form-row--choice${error ? ' form-row--error' : ''}`}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="form-row__label">
        {t('fields.gender')}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="choice-row">
        {GENDERS.map((gender) => (
          <label key={gender} className="choice-option">
            <input
              type="radio"
              name={id}
              value={gender}
              checked={value === gender}
              onChange={() => onChange(gender)}
              onBlur={onBlur}
            />
            {t(`fields.genders.${gender}`)}
          </label>
        ))}
      </div>
      <FieldErrorText id={`${id}-error`} text={error} />
    </fieldset>
  );
}
