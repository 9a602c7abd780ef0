import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dog } from '@/api/schemas';
import type { ComboboxOption } from '@/components/Combobox';
import type { PapersRule } from '@/domain/validation/traveller';
import { ExtrasList, type TravellerExtras } from './ExtrasList';
import { PapersFields } from './PapersFields';
import { Panel } from '@/components/Panel';
import { useAppSelector } from '@/app/hooks';
import { selectTravelAgency } from '@/features/choices';

/**
 * The first traveller is the customer (spec part 2 §2): name and birthday come from the invoice
 * data above; here their papers, what they chose in step 1 and the dogs. The emergency contact the
 * spec keeps disabled (part 2 §3) is not shown: nobody can fill it in (docs/decisions.md).
 */
export const CustomerTravellerBlock = memo(function CustomerTravellerBlock({
  papers,
  countries,
  extras,
  dogs,
}: {
  papers: PapersRule;
  countries: readonly ComboboxOption[];
  extras: TravellerExtras;
  dogs: readonly Dog[];
}) {
  const { t } = useTranslation('travellers');
  // An agency's client is traveller 1; the agency is the one invoiced.
  const isAgency = useAppSelector(selectTravelAgency) !== null;
  const messageLabel = (label: string) => t('traveller.labelOf', { label, index: 1 });
  return (
    <Panel
      title={t(isAgency ? 'traveller.customerHeadingAgency' : 'traveller.customerHeading')}
      headingId="traveller-1-heading"
      level={3}
      className="traveller"
    >
      <p className="form__note">{t('traveller.customerNote')}</p>
      <PapersFields
        prefix="customer"
        idPrefix="traveller-1"
        papers={papers}
        countries={countries}
        messageLabel={messageLabel}
        position={1}
      />
      <ExtrasList extras={extras} dogs={dogs} />
    </Panel>
  );
});
