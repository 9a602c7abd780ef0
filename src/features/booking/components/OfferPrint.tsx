import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { formatDate } from '@/domain/format';
import { selectOfferShare } from '../offer';
import './share-offer.css';

/**
 * Step 3 as a printed offer: 'Angebot drucken', and the offer's head that only the print shows
 * (the trip, the date of the offer, that prices may change, the agency that made it).
 */
export default function OfferPrint() {
  const { t } = useTranslation('extras');
  const share = useAppSelector(selectOfferShare);
  if (!share) return null;
  return (
    <>
      <div className="print-only offer-print">
        <p className="offer-print__title">{t('share.printTitle', { trip: share.tripName })}</p>
        <p>{t('share.printDate', { date: formatDate(new Date()) })}</p>
        {share.agency ? <p>{t('share.printAgency', { agency: share.agency })}</p> : null}
        <p>{t('share.printPrices')}</p>
      </div>
      <button type="button" className="button share-offer__button" onClick={() => window.print()}>
        {t('share.print')}
      </button>
    </>
  );
}
