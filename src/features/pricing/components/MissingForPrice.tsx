import { useTranslation } from 'react-i18next';
import type { PricePrerequisite } from '@/domain/price-lines';

/** What is still to choose before a total shows (the price box, step 3): never a total of the parts alone. */
export function MissingForPrice({ missing }: { missing: readonly PricePrerequisite[] }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="price-overview__missing-lead">{t('priceOverview.missingLead')}</p>
      <ul className="price-overview__missing">
        {missing.map((part) => (
          <li key={part}>{t(`priceOverview.missing.${part}`)}</li>
        ))}
      </ul>
    </>
  );
}
