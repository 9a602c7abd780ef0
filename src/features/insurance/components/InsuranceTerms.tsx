import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectInsuranceAgb, selectTravelAgency } from '@/features/choices';

interface InsuranceTermsProps {
  /** The chosen insurance's name and, once accepted, its pre-contract terms. */
  chosen: { name: string; termsUrl: string | null };
  /** A try to leave step 2 failed without the acceptance. */
  missingAcceptance: boolean;
  /** The pre-contract is loading. */
  pending: boolean;
  onAccept: (checked: boolean) => void;
}

/** Accepting the chosen insurance's terms (required but for agencies), the pre-contract loading and its terms link. */
export function InsuranceTerms({ chosen, missingAcceptance, pending, onAccept }: InsuranceTermsProps) {
  const { t } = useTranslation('travellers');
  const accepted = useAppSelector(selectInsuranceAgb);
  const isAgency = useAppSelector(selectTravelAgency) !== null;
  return (
    <div className={`insurance__terms${missingAcceptance ? ' form-row--error' : ''}`}>
      <div className="checkbox-row">
        <input
          id="insurance-terms"
          type="checkbox"
          checked={accepted || pending}
          disabled={pending}
          aria-invalid={missingAcceptance ? true : undefined}
          aria-describedby={missingAcceptance ? 'insurance-terms-error' : undefined}
          onChange={(event) => onAccept(event.target.checked)}
        />
        <label htmlFor="insurance-terms">
          {t('insurance.accept', { name: chosen.name })}
          {isAgency ? null : <span aria-hidden="true"> *</span>}
        </label>
      </div>
      {pending ? (
        <p className="form__note" role="status">
          {t('insurance.preContractLoading')}
        </p>
      ) : null}
      {accepted && chosen.termsUrl ? (
        <p>
          <a href={chosen.termsUrl} target="_blank" rel="noopener noreferrer">
            {t('insurance.preContractTerms')}
          </a>
        </p>
      ) : null}
      {missingAcceptance ? (
        <p id="insurance-terms-error" className="form-row__error">
          {t('insurance.acceptRequired')}
        </p>
      ) : null}
    </div>
  );
}
