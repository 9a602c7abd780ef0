import { useTranslation } from 'react-i18next';

export type FieldError =
  | { key: 'required' }
  | { key: 'belowMin'; min: number }
  | { key: 'step'; step: number }
  | { key: 'maxLength'; n: number };

/** The text of a field error a rule returned, with the field's label (spec part 2 §5 messages). */
export function useFieldErrorText(): (label: string, error: FieldError | undefined) => string | null {
  const { t } = useTranslation();
  return (label, error) => {
    if (!error) return null;
    switch (error.key) {
      case 'required':
        return t('validation.requiredLabel', { label });
      case 'belowMin':
        return t('validation.belowMinLabel', { label, value: error.min });
      case 'step':
        return t('validation.step', { step: String(error.step).replace('.', ',') });
      case 'maxLength':
        return t('validation.maxLength', { n: error.n });
    }
  };
}
