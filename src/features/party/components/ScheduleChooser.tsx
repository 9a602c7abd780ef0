import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guide, Schedule } from '@/api/schemas';
import { LazyModal, useModalPreload } from '@/components/LazyModal';
import type { PriceFrom, SalesBubble } from '@/domain/catalogue';
import { DateSummary } from '@/components/DateSummary';
import { calendarPart } from '../parts';
import { SalesBubbles } from './SalesBubbles';
import { ScheduleTable, type ScheduleItem } from './ScheduleTable';

interface ScheduleChooserProps {
  isGroup: boolean;
  items: readonly ScheduleItem[];
  /** The room all the dates' prices are in, said once above them (none: each price names its own). */
  sharedRoom?: PriceFrom['room'];
  /** The guide of every date, said once above them on a phone (none: each date names its own). */
  sharedGuide?: Guide | null;
  chosen: { schedule: Schedule; days: number; bubbles: SalesBubble[]; dateCount: number } | null;
  onSelect: (schedule: Schedule) => void;
  /** What stands in the list's place while another year's list loads or after it failed (the chosen date stays). */
  listPlace?: ReactNode;
  /** The year links, shown above the list in the lightbox (the list there is of the year they show). */
  yearSelect?: ReactNode;
}

/**
 * Choosing the date: group trips list the dates in a table, other trips pick from their dates.
 * Once a date is chosen it shows as a summary, and 'Termin ändern' (only with more than one date)
 * opens the list in a lightbox (spec part 1 §2).
 */
export function ScheduleChooser({
  isGroup,
  items,
  sharedRoom = null,
  sharedGuide = null,
  chosen,
  onSelect,
  listPlace = null,
  yearSelect = null,
}: ScheduleChooserProps) {
  const { t } = useTranslation();
  const preloadModal = useModalPreload();
  const [listOpen, setListOpen] = useState(false);
  // A date chosen from the list on the page replaces the list by its summary: the focus goes there
  // (the button that had it is gone), so keyboard and screen reader users hear what they chose.
  // From the dialog the focus goes back to 'Termin ändern' when it closes.
  const [focusSummary, setFocusSummary] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const choose = useCallback(
    (schedule: Schedule) => {
      onSelect(schedule);
      if (!listOpen) setFocusSummary(true);
      setListOpen(false);
    },
    [onSelect, listOpen],
  );
  useEffect(() => {
    if (!focusSummary || !summary.current) return;
    setFocusSummary(false);
    summary.current.focus();
  }, [focusSummary, chosen]);
  const list = listPlace ? (
    listPlace
  ) : items.length === 0 ? (
    <p className="notice">{t('schedule.noDates')}</p>
  ) : isGroup ? (
    <ScheduleTable
      items={items}
      sharedRoom={sharedRoom}
      sharedGuide={sharedGuide}
      selectedStart={chosen?.schedule.start ?? null}
      onSelect={choose}
    />
  ) : (
    <calendarPart.Part chosenStart={chosen?.schedule.start ?? null} onChoose={choose} />
  );

  if (!chosen) return list;
  const guide = chosen.schedule.guides[0];
  return (
    <div className="chosen-date" ref={summary} tabIndex={-1} role="group" aria-labelledby={labelId}>
      <p className="chosen-date__label" id={labelId}>
        {t('schedule.chosen')}
      </p>
      <p className="chosen-date__dates">
        <DateSummary start={chosen.schedule.start} end={chosen.schedule.end} />
        <span className="chosen-date__days"> · {t('schedule.duration', { count: chosen.days })}</span>
      </p>
      {guide ? (
        <p className="chosen-date__guide">
          {t('schedule.guide')}: {guide.firstname} {guide.lastname}
        </p>
      ) : null}
      <SalesBubbles bubbles={chosen.bubbles} />
      {chosen.dateCount > 1 ? (
        <button type="button" className="button" {...preloadModal} onClick={() => setListOpen(true)}>
          {t('schedule.change')}
        </button>
      ) : null}
      {listOpen ? (
        <LazyModal
          title={t('schedule.listTitle')}
          onClose={() => setListOpen(false)}
          closeLabel={t('common.close')}
          wide
        >
          {yearSelect}
          {list}
        </LazyModal>
      ) : null}
    </div>
  );
}
