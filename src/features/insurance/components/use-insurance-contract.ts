import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import type { InsuranceOffer } from '@/api/schemas/insurance';
import type { SerializedApiError } from '@/api/errors';
import { insuranceChosen, insuranceDeclined, insuranceTermsWithdrawn } from '../insurance-reducers';
import { acceptInsuranceTerms } from '../insurance-thunks';
import type { TariffCode } from './insurance-tariffs';

/**
 * Choosing a tariff or no insurance, which resets the terms, and accepting the chosen one's terms,
 * which loads the pre-contract: whether it is loading, and why the insurer refused it.
 */
export function useInsuranceContract() {
  const { t } = useTranslation('travellers');
  const dispatch = useAppDispatch();
  const [contract, setContract] = useState<
    { status: 'idle' | 'pending' } | { status: 'failed'; error: SerializedApiError }
  >({ status: 'idle' });

  const choose = (offer: InsuranceOffer, tariff: TariffCode) => {
    const chosenTariff = offer.tariffs[tariff];
    if (!chosenTariff) return;
    setContract({ status: 'idle' });
    // The insurer's price as offered; whether it is shown, charged and sent or on request the selectors decide.
    dispatch(
      insuranceChosen({
        offerId: chosenTariff.offerId,
        name: `${offer.name} ${t(`insurance.tariff.${tariff}`)}`,
        price: chosenTariff.price,
        preContractId: null,
        code: offer.id,
        tourId: null,
        termsUrl: null,
      }),
    );
  };
  const decline = () => {
    setContract({ status: 'idle' });
    dispatch(insuranceDeclined());
  };
  const accept = async (checked: boolean) => {
    if (!checked) {
      dispatch(insuranceTermsWithdrawn());
      return;
    }
    setContract({ status: 'pending' });
    const result = await dispatch(acceptInsuranceTerms());
    setContract(
      acceptInsuranceTerms.rejected.match(result) && result.payload
        ? { status: 'failed', error: result.payload }
        : { status: 'idle' },
    );
  };

  const reason =
    contract.status === 'failed'
      ? contract.error.serverText && contract.error.message.trim()
        ? contract.error.message
        : t('insurance.unknownReason')
      : null;
  return { pending: contract.status === 'pending', reason, choose, decline, accept };
}
