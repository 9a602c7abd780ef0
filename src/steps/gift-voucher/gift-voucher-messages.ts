import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/domain/format';
import type { GiftVoucherError } from '@/domain/gift-voucher';

/** The words of a field's error: the shared rules' texts, the voucher's own where it has them. */
export function useGiftVoucherMessage() {
  const { t } = useTranslation(['giftVoucher', 'translation']);
  return (label: string, error: GiftVoucherError | undefined): string | null => {
    if (!error) return null;
    switch (error.key) {
      case 'required':
        return t('translation:validation.requiredLabelForm', { label });
      case 'maxLength':
        return t('translation:validation.maxLength', { n: error.n });
      case 'invalidEmail':
        return t('errors.invalidEmail');
      case 'amountRange':
        return t('errors.amountRange', { min: formatPrice(error.min, ''), max: formatPrice(error.max, '') });
      case 'chooseTemplate':
      case 'choosePayment':
      case 'acceptTerms':
        return t(`errors.${error.key}`);
      default:
        return t('translation:validation.other');
    }
  };
}
