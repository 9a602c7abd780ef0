import { useTranslation } from 'react-i18next';
import type { TravelSummary } from '@/api/schemas/travel-list';
import { Price } from '@/components/Price';
import { TripPicture } from '@/components/TripPicture';
import { usePriceRoom } from '@/components/room-name';
import { languageNameIn } from '@/config/language';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@/config/page-config';
import { bookingPageUrl } from '@/config/paths';
import { formatDate } from '@/domain/format';

/** One trip of the finder: its picture, its name linking to the booking page, kind, price from, next date, and a link per language. */
export function TripCard({
  trip,
  language,
  lazyPicture = false,
}: {
  trip: TravelSummary;
  language: Language;
  lazyPicture?: boolean;
}) {
  const { t } = useTranslation('pages');
  const room = usePriceRoom()(trip.priceFromRoomType ? { roomType: trip.priceFromRoomType, description: '' } : null);
  return (
    <li className="trip-card">
      <TripPicture image={trip.image} className="trip-card__picture" lazy={lazyPicture} />
      <h3 className="trip-card__title">
        <a href={bookingPageUrl(language, trip.code, trip.nextDate)}>{trip.name}</a>
      </h3>
      <p className="trip-card__meta">
        <span>{trip.isGroup ? t('landing.group') : t('landing.individual')}</span>
        {trip.priceFrom !== null ? (
          <>
            {' '}
            · {t('landing.priceFrom')} <Price value={trip.priceFrom} />
            {room ? ` ${room}` : null}
          </>
        ) : null}
      </p>
      <p className="trip-card__meta">
        {trip.nextDate ? t('finder.nextDate', { date: formatDate(trip.nextDate) }) : t('landing.noDates')}
      </p>
      <p className="trip-card__languages">
        {t('landing.bookIn')}{' '}
        {LANGUAGE_CODES.map((other) => (
          <a
            key={other}
            className="trip-card__language"
            href={bookingPageUrl(other, trip.code, trip.nextDate)}
            hrefLang={other}
            aria-label={t('landing.bookLanguage', {
              short: LANGUAGES[other].short,
              name: trip.name,
              language: languageNameIn(other, language),
            })}
          >
            {LANGUAGES[other].short}
          </a>
        ))}
      </p>
    </li>
  );
}
