import { useTranslation } from 'react-i18next';
import type { Guide, Schedule } from '@/api/schemas';
import { Price } from '@/components/Price';
import { formatDate, formatShortDateRange } from '@/domain/format';
import { SalesBubbles } from './SalesBubbles';
import type { PriceFrom, SalesBubble, ScheduleItemState } from '@/domain/catalogue';
import { usePriceRoom } from '@/components/room-name';

export interface ScheduleItem {
  schedule: Schedule;
  state: ScheduleItemState;
  bubbles: SalesBubble[];
  /** The date's lowest price, with its room where that is not the twin room. */
  priceFrom: PriceFrom;
}

interface ScheduleRowProps {
  item: ScheduleItem;
  /** 'ab': on a phone the price column's heading is out of sight. */
  fromWord: string;
  selected: boolean;
  onSelect: (schedule: Schedule) => void;
}

/** A guide with their portrait where there is one. */
export function GuideName({ guide }: { guide: Guide }) {
  return (
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
  );
}

/**
 * One date of the list. A wide screen reads it across the table's columns; a phone reads it as one
 * short row ('18.–25.12.', the price, the action; the guide and the bubbles below) under its
 * month. What moves on a phone is rendered in both places, one of them hidden (display: none), so
 * each fact is seen and read once.
 */
export function ScheduleRow({ item, fromWord, selected, onSelect }: ScheduleRowProps) {
  const { t } = useTranslation();
  const priceRoom = usePriceRoom();
  const { schedule, state, bubbles, priceFrom } = item;
  const room = priceRoom(priceFrom.room);
  const start = formatDate(schedule.start);
  const end = formatDate(schedule.end);
  const guide = schedule.guides[0];
  return (
    <tr
      className={`schedule-table__row schedule-table__row--${state}${selected ? ' schedule-table__row--selected' : ''}`}
    >
      <td className="schedule-table__start">
        <span className="schedule-table__date schedule-table__wide">{start}</span>
        <span className="schedule-table__date schedule-table__narrow">
          {formatShortDateRange(schedule.start, schedule.end)}
        </span>
        <SalesBubbles bubbles={bubbles} className="schedule-table__wide" />
      </td>
      <td className="schedule-table__end">
        <span className="schedule-table__wide">{end}</span>
      </td>
      <td className="schedule-table__guide">
        {guide ? <GuideName guide={guide} /> : <span className="muted">{t('schedule.noGuide')}</span>}
        <SalesBubbles bubbles={bubbles} className="schedule-table__narrow" />
      </td>
      <td className="schedule-table__price">
        {/* On a phone the column's heading is out of sight: the price says 'ab' itself. */}
        {/* A date whose rooms came incomplete shows no price: its lowest may be missing. */}
        {state === 'incomplete' ? (
          <span className="muted">–</span>
        ) : (
          <>
            <span className="schedule-table__narrow">{fromWord} </span>
            <Price value={priceFrom.price} />
            {room ? <span className="schedule-table__room"> {room}</span> : null}
          </>
        )}
      </td>
      <td className="schedule-table__action">
        {state === 'select' || state === 'request' ? (
          <button
            type="button"
            className={`button${selected ? ' button--primary' : ''}`}
            aria-pressed={selected}
            aria-label={t(state === 'select' ? 'schedule.selectLabel' : 'schedule.requestLabel', { start, end })}
            onClick={() => onSelect(schedule)}
          >
            {selected ? t('schedule.selected') : t(state === 'select' ? 'schedule.select' : 'schedule.request')}
          </button>
        ) : (
          <span className="schedule-table__state">
            {t(
              state === 'full'
                ? 'schedule.full'
                : state === 'incomplete'
                  ? 'schedule.incompleteState'
                  : 'schedule.inactive',
            )}
          </span>
        )}
      </td>
    </tr>
  );
}
