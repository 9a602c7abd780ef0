import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import type { ConsentKey } from '@/domain/consents';
import { consentChanged } from '@/features/checkout';
import { insuranceTermsWithdrawn, acceptInsuranceTerms } from '@/features/insurance';

type ContractState = { status: 'idle' | 'pending' } | { status: 'refused'; reason: string };

/**
 * Ticking or unticking a consent; the insurance terms also load or drop the pre-contract, whose
 * state (loading, refused with the reason) comes back as `contract`.
 */
export function useConsentChange() {
  const { t } = useTranslation(['checkout', 'travellers']);
  const dispatch = useAppDispatch();
  const [contract, setContract] = useState<ContractState>({ status: 'idle' });

  const change = async (key: ConsentKey, checked: boolean) => {
    if (key !== 'insuranceAGB') {
      dispatch(consentChanged({ [key]: checked }));
      return;
    }
    if (!checked) {
      dispatch(insuranceTermsWithdrawn());
      return;
    }
    // Accepting the insurance terms loads the pre-contract, as on step 2 (spec part 2 §4).
    setContract({ status: 'pending' });
    const result = await dispatch(acceptInsuranceTerms());
    if (acceptInsuranceTerms.rejected.match(result)) {
      const error = result.payload;
      setContract({
        status: 'refused',
        reason: error?.serverText && error.message.trim() ? error.message : t('travellers:insurance.unknownReason'),
      });
    } else setContract({ status: 'idle' });
  };

  return { contract, change };
}
