import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@/api/schemas';
import { Price } from '@/components/Price';
import type { SalesBubble, ScheduleItemState } from '@/domain/catalogue';
import { formatDate } from '@/domain/format';
import { SalesBubbles } from './SalesBubbles';

export interface ScheduleItem {
  schedule: Schedule;
  state: ScheduleItemState;
  bubbles: SalesBubble[];
  priceFrom: number;
}

interface ScheduleTableProps {
  items: readonly ScheduleItem[];
  selectedStart: string | null;
  onSelect: (schedule: Schedule) => void;
}

/**
 * Group trips: every date with arrival, return, guide, bubbles, price and its action (spec part 1 §2).
 * Memoised: the page re-renders as each catalogue family arrives, the dates rarely change.
 */
export const ScheduleTable = memo(function ScheduleTable({ items, selectedStart, onSelect }: ScheduleTableProps) {
  const { t } = useTranslation();
  const label = {
    arrival: t('schedule.arrival'),
    return: t('schedule.return'),
    guide: t('schedule.guide'),
    priceFrom: t('schedule.priceFrom'),
  };
  return (
    <table className="schedule-table">
      <caption className="visually-hidden">{t('schedule.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{label.arrival}</th>
          <th scope="col">{label.return}</th>
          <th scope="col">{label.guide}</th>
          <th scope="col" className="schedule-table__price">
            {label.priceFrom}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('schedule.status')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map(({ schedule, state, bubbles, priceFrom }) => {
          const start = formatDate(schedule.start);
          const end = formatDate(schedule.end);
          const guide = schedule.guides[0];
          const selected = schedule.start === selectedStart;
          return (
            <tr
              key={schedule.start}
              className={`schedule-table__row schedule-table__row--${state}${selected ? ' schedule-table__row--selected' : ''}`}
            >
              <td data-label={label.arrival}>
                <span className="schedule-table__date">{start}</span>
                <SalesBubbles bubbles={bubbles} />
              </td>
              <td data-label={label.return} className="schedule-table__end">
                {end}
              </td>
              <td data-label={label.guide}>
                {guide ? (
                  <span className="guide">
                    {guide.portraitThumbnail ? (
                      <img
                        className="guide__portrait"
                        src={guide.portraitThumbnail.src}
                        alt=""
                        width={32}
                        height={32}
                        loading="lazy"
                      />
                    ) : null}
                    <span>
                      {guide.firstname} {guide.lastname}
                    </span>
                  </span>
                ) : (
                  <span className="muted">{t('schedule.noGuide')}</span>
                )}
              </td>
              <td data-label={label.priceFrom} className="schedule-table__price">
                <Price value={priceFrom} />
              </td>
              <td className="schedule-table__action">
                {state === 'select' || state === 'request' ? (
                  <button
                    type="button"
                    className={`button${selected ? ' button--primary' : ''}`}
                    aria-pressed={selected}
                    aria-label={t(state === 'select' ? 'schedule.selectLabel' : 'schedule.requestLabel', {
                      start,
                      end,
                    })}
                    onClick={() => onSelect(schedule)}
                  >
                    {selected ? t('schedule.selected') : t(state === 'select' ? 'schedule.select' : 'schedule.request')}
                  </button>
                ) : (
                  <span className="schedule-table__state">
                    {t(state === 'full' ? 'schedule.full' : 'schedule.inactive')}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});
