import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectTravel } from '@/features/travel';
import { Panel } from '@/components/Panel';

/** The trip's included services and its price notes, as the travel data words them. */
export function TripInformation() {
  const { t } = useTranslation();
  const travel = useAppSelector(selectTravel);
  return (
    <>
      {travel && travel.includedServices.length > 0 ? (
        <Panel title={t('stepOne.included')} headingId="included-heading">
          <ul className="included-list">
            {travel.includedServices.map((service, index) => (
              <li key={index}>{service}</li>
            ))}
          </ul>
        </Panel>
      ) : null}
      {travel?.priceInformation ? <p className="price-information">{travel.priceInformation}</p> : null}
      {travel?.priceNotice ? <p className="price-information">{travel.priceNotice}</p> : null}
    </>
  );
}
