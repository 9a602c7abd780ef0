import { useTranslation } from 'react-i18next';
import { DateNumberInput } from '@/components/DateNumberInput';

interface DateFieldProps {
  id: string;
  label: string;
  /** yyyy-mm-dd or '' */
  value: string;
  onChange: (value: string) => void;
  /** The rule's message for a complete date (out of range) or a missing one. */
  error: string | null;
  /** Show the message even before the fields were typed in (after a try to go on). */
  forceErrors: boolean;
  required?: boolean;
}

/** A date of step 2 as day, month and year (TT MM JJJJ, spec part 2 §5 'Date input'). */
export function DateField({ id, label, value, onChange, error, forceErrors, required = true }: DateFieldProps) {
  const { t } = useTranslation('travellers');
  return (
    <div data-field={id}>
      <DateNumberInput
        labels={{
          legend: label,
          day: t('date.day'),
          month: t('date.month'),
          year: t('date.year'),
          placeholders: {
            day: t('date.placeholders.day'),
            month: t('date.placeholders.month'),
            year: t('date.placeholders.year'),
          },
          error: (code, { maxDay }) =>
            code === 'required'
              ? (error ?? t('translation:validation.requiredLabelForm', { label }))
              : t(`date.errors.${code}`, { max: maxDay }),
          valid: t('date.valid'),
        }}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        externalError={error}
        forceErrors={forceErrors}
        required={required}
        draftKey={`asi-date-draft:${id}`}
      />
    </div>
  );
}
