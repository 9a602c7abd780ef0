import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guide, Schedule } from '@/api/schemas';
import { groupByMonth, type PriceFrom } from '@/domain/catalogue';
import { usePriceRoom } from '@/components/room-name';
import { monthParts } from '@/domain/format';
import { GuideName, ScheduleRow, type ScheduleItem } from './ScheduleRow';

export type { ScheduleItem } from './ScheduleRow';

interface ScheduleTableProps {
  items: readonly ScheduleItem[];
  /** The room all the prices are in, said once above the table. */
  sharedRoom: PriceFrom['room'];
  /** The guide of every date: a phone names them once above the dates instead of under each. */
  sharedGuide?: Guide | null;
  selectedStart: string | null;
  onSelect: (schedule: Schedule) => void;
}

const COLUMNS = 5;

/**
 * Group trips: every date with arrival, return, guide, bubbles, price and its action (spec part 1 §2),
 * grouped by the month of arrival; on a phone each date is one short row.
 * Memoised: the page re-renders as each catalogue family arrives, the dates rarely change.
 */
export const ScheduleTable = memo(function ScheduleTable({
  items,
  sharedRoom,
  sharedGuide = null,
  selectedStart,
  onSelect,
}: ScheduleTableProps) {
  const { t } = useTranslation();
  const priceRoom = usePriceRoom()(sharedRoom);
  const months = useMemo(() => groupByMonth(items, (item) => item.schedule.start), [items]);
  const fromWord = t('schedule.from');
  const monthHeading = (month: string) => {
    const parts = monthParts(month);
    return parts ? t('schedule.monthHeading', { month: t(`schedule.month.${parts.month}`), year: parts.year }) : '';
  };
  const labels = {
    arrival: t('schedule.arrival'),
    return: t('schedule.return'),
    guide: t('schedule.guide'),
    priceFrom: t('schedule.priceFrom'),
  };
  return (
    <>
      {priceRoom ? <p className="schedule-table__note">{t('schedule.pricesIn', { room: priceRoom })}</p> : null}
      {sharedGuide ? (
        <p className="schedule-table__note schedule-table__shared-guide">
          {t('schedule.guide')}: <GuideName guide={sharedGuide} />
        </p>
      ) : null}
      <table className={`schedule-table${sharedGuide ? ' schedule-table--guide-shared' : ''}`}>
        <caption className="visually-hidden">{t('schedule.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.arrival}</th>
            <th scope="col">{labels.return}</th>
            <th scope="col">{labels.guide}</th>
            <th scope="col" className="schedule-table__price">
              {labels.priceFrom}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('schedule.status')}</span>
            </th>
          </tr>
        </thead>
        {months.map(({ month, items: dates }) => (
          <tbody key={month}>
            <tr className="schedule-table__month">
              <th scope="rowgroup" colSpan={COLUMNS}>
                {monthHeading(month)}
              </th>
            </tr>
            {dates.map((item) => (
              <ScheduleRow
                key={item.schedule.start}
                item={item}
                fromWord={fromWord}
                selected={item.schedule.start === selectedStart}
                onSelect={onSelect}
              />
            ))}
          </tbody>
        ))}
      </table>
    </>
  );
});
