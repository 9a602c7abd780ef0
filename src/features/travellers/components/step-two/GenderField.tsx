import { useTranslation } from 'react-i18next';
import { GENDERS } from '@/api/schemas/user';
import { ChoiceGroup } from '@/components/ChoiceGroup';

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
    <ChoiceGroup
      id={id}
      className={`form-row form-row--choice${error ? ' form-row--error' : ''}`}
      errorId={`${id}-error`}
      legend={t('fields.gender')}
      required
      error={error}
    >
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
    </ChoiceGroup>
  );
}
