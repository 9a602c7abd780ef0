import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '@/config/language';
import { formatOneDecimal } from '@/domain/format';

const STAR = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.3L12 17.8l-6.2 3.7 1.6-7.3L2 9.5l7.1-.6z';
const SCALE = 5;
const STAR_SIZE = 24;

function Stars({ fill }: { fill?: string }) {
  return (
    <g clipPath={fill}>
      {Array.from({ length: SCALE }, (_, i) => (
        <path key={i} d={STAR} transform={`translate(${i * STAR_SIZE} 0)`} />
      ))}
    </g>
  );
}

/**
 * The rating as five stars filled to its average, the average in words for a screen reader, and
 * the number of ratings linking to all of them.
 */
export function RatingStars({ stars, count, href }: { stars: number; count: number; href: string }) {
  const { t, i18n } = useTranslation();
  const clip = `rating-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const average = formatOneDecimal(stars, LANGUAGES[isLanguage(i18n.language) ? i18n.language : 'de'].decimal);
  return (
    <span className="rating-stars">
      <svg
        className="rating-stars__icons"
        viewBox={`0 0 ${SCALE * STAR_SIZE} ${STAR_SIZE}`}
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <clipPath id={clip}>
            <rect width={Math.min(stars, SCALE) * STAR_SIZE} height={STAR_SIZE} />
          </clipPath>
        </defs>
        <g className="rating-stars__empty">
          <Stars />
        </g>
        <g className="rating-stars__full">
          <Stars fill={`url(#${clip})`} />
        </g>
      </svg>
      <span className="rating-stars__value">
        {average}
        <span className="visually-hidden"> {t('header.ratingScale', { scale: SCALE })}</span>
      </span>
      <a className="rating-stars__count" href={href}>
        {t('header.ratingCount', { count })}
      </a>
    </span>
  );
}
