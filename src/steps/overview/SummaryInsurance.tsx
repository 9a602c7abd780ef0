import { useTranslation } from 'react-i18next';
import { RouteLink } from '@/components/RouteLink';
import { useAppSelector } from '@/app/hooks';
import { Price } from '@/components/Price';
import { selectInsuranceChoiceMissing } from '@/features/checkout';
import { selectInsuranceDeclined } from '@/features/choices';
import { selectInsuranceShown } from '@/features/pricing';
import { SummaryBlock } from './SummaryBlock';

/** The summary's insurance block: the cover with its price, that none is wanted, or that the choice is missing. */
export function SummaryInsurance({ to }: { to: string }) {
  const { t } = useTranslation('checkout');
  const insurance = useAppSelector(selectInsuranceShown);
  const declined = useAppSelector(selectInsuranceDeclined);
  const insuranceMissing = useAppSelector(selectInsuranceChoiceMissing);
  if (!insurance && !declined && !insuranceMissing) return null;
  return (
    <SummaryBlock id="summary-insurance" title={t('summary.insurance')} to={to}>
      {insurance ? (
        <p>
          {insurance.name}: <Price value={insurance.price} />
        </p>
      ) : null}
      {!insurance && declined ? <p>{t('summary.noInsurance')}</p> : null}
      {insuranceMissing ? (
        <p className="notice notice--error" id="insurance-missing" tabIndex={-1}>
          {t('summary.insuranceMissing')} <RouteLink to={to}>{t('summary.chooseInsurance')}</RouteLink>
        </p>
      ) : null}
    </SummaryBlock>
  );
}
