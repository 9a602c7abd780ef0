import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectTravel } from '@/features/travel';

/** The trip's included services and its price notes, as the travel data words them. */
export function TripInformation() {
  const { t } = useTranslation();
  const travel = useAppSelector(selectTravel);
  return (
    <>
      {travel && travel.includedServices.length > 0 ? (
        <section className="panel" aria-labelledby="included-heading">
          <h2 id="included-heading" className="panel__title">
            {t('stepOne.included')}
          </h2>
          <ul className="included-list">
            {travel.includedServices.map((service, index) => (
              <li key={index}>{service}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {travel?.priceInformation ? <p className="price-information">{travel.priceInformation}</p> : null}
      {travel?.priceNotice ? <p className="price-information">{travel.priceNotice}</p> : null}
    </>
  );
}
