import { useTranslation } from 'react-i18next';
import { formatDate } from '@/domain/format';
import type { StepTwoFieldError } from '../../step-two-form-schema';

/** The text of a step 2 field's error, with the field's label (a passport's, with whose it is) (spec part 2 §5 messages; step 2 forms end with a full stop). */
export function useStepTwoMessage(): (label: string, error: StepTwoFieldError | null, whose?: string) => string | null {
  const { t } = useTranslation(['travellers', 'booking']);
  return (label, error, whose) => {
    if (!error) return null;
    switch (error.key) {
      case 'required':
        return t('translation:validation.requiredLabelForm', { label });
      case 'chooseGender':
        return t('validation.chooseGender');
      case 'maxLength':
        return t('translation:validation.maxLength', { n: error.n });
      case 'invalidEmail':
        return t('booking:error.invalidEmail');
      case 'agencyEmail':
        return t('validation.agencyEmail');
      case 'emailMismatch':
        return t('validation.emailMismatch');
      case 'invalidPhone':
        return t('validation.invalidPhone');
      case 'tooEarly':
        return t('translation:validation.belowMinLabel', { label, value: formatDate(error.min) });
      case 'tooLate':
        return t('translation:validation.aboveMaxLabel', { label, value: formatDate(error.max) });
      // Names the traveller whose passport it is ('Der Reisepass von Max Muster').
      case 'expiresDuringTrip':
        return t('validation.passportExpiresDuringTrip', { whose: whose ?? label, end: formatDate(error.end) });
      case 'server':
        return error.text;
    }
  };
}
