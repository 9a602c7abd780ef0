import { useTranslation } from 'react-i18next';
import type { Travel } from '@/api/schemas';
import { useAppSelector } from '@/app/hooks';
import { RatingStars } from '@/components/RatingStars';
import { TripPicture } from '@/components/TripPicture';
import { selectRatingSummary } from '../rating-selectors';

/**
 * The booking header: the trip's picture where the reply has one, travel name and code (spec part
 * 1 §2), and the rating as stars beside the name unless a whitelabel page hides the ratings (spec
 * part 2 §2).
 */
export function BookingHeader({
  travel,
  showRating,
}: {
  travel: Pick<Travel, 'name' | 'code' | 'isBroker' | 'brokerName' | 'image'>;
  showRating: boolean;
}) {
  const { t } = useTranslation();
  const rating = useAppSelector(selectRatingSummary);
  return (
    <header className="booking-header">
      <TripPicture image={travel.image} className="booking-header__picture" />
      <p className="booking-header__eyebrow">{t('header.eyebrow')}</p>
      <h1 className="booking-header__title">{travel.name}</h1>
      <p className="booking-header__meta">
        {showRating && rating ? (
          <RatingStars stars={rating.stars} count={rating.count} href={`/r/${encodeURIComponent(travel.code)}`} />
        ) : null}
        <span className="booking-header__code">
          {t('header.code')} <span className="booking-header__code-value">{travel.code}</span>
          {travel.isBroker && travel.brokerName ? <> · {t('header.broker', { name: travel.brokerName })}</> : null}
        </span>
      </p>
    </header>
  );
}
