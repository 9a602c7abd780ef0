import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { yearAddress } from '@/config/paths';
import { isPlainClick } from '@/lib/plain-click';

/**
 * Narrows the dates to one year, shown when the trip has more than one (spec part 1 §2 'year
 * selector (year query parameter, travel detail anchor)'): each year is a link to the trip's dates
 * at that year, so it can open in another tab or be shared; a plain click shows that year here.
 */
export function YearSelect({
  years,
  value,
  onChange,
}: {
  years: readonly number[];
  value: number | null;
  onChange: (year: number | null) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  // The links' addresses follow the page's (its step and query).
  useLocation();
  if (years.length < 2) return null;
  const choices: { year: number | null; label: string }[] = [
    { year: null, label: t('schedule.allYears') },
    ...years.map((year) => ({ year, label: String(year) })),
  ];
  return (
    <nav className="year-links" aria-labelledby={labelId}>
      <span id={labelId} className="year-links__label">
        {t('schedule.year')}
      </span>
      <ul className="year-links__list">
        {choices.map((choice) => (
          <li key={choice.year ?? 'all'}>
            <a
              className="year-links__link"
              href={yearAddress(window.location.href, choice.year)}
              aria-current={choice.year === value ? 'true' : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onChange(choice.year);
              }}
            >
              {choice.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
