import { memo, useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { de, enGB, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './calendar.css';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@/api/schemas';
import { Price } from '@/components/Price';
import { formatDate, formatPrice, parseServerDate, toServerDate, WEEK_STARTS_ON } from '@/domain/format';
import type { Language } from '@/config/language';
import type { PriceFrom } from '@/domain/catalogue';
import { usePriceRoom } from '@/components/room-name';
import { DayButton, DayDataContext } from './DayButton';

export interface CalendarDayOption {
  date: string;
  end: string;
  /** the stay's length, inclusive */
  days: number;
  /** The day's lowest price, with its room where that is not the twin room. */
  priceFrom: PriceFrom;
  bookable: boolean;
  schedule: Schedule;
}

export interface CalendarChooserProps {
  days: { all: readonly CalendarDayOption[]; single: readonly CalendarDayOption[] };
  chosenStart: string | null;
  onChoose: (schedule: Schedule) => void;
}

/** The calendar's month and weekday names in each page language. */
const LOCALES: Record<Language, typeof de> = { de, en: enGB, it };

const COMPONENTS = { DayButton };

/**
 * The calendar of a non-group trip (spec part 1 §2): only days with a bookable or on-request date
 * can be picked, each shows its lowest price (its room named where it is not the twin room), the picked arrival and departure show as a range
 * with the duration, and 'Termin wählen' stays disabled until a day is picked.
 */
function CalendarChooser({ days, chosenStart, onChoose }: CalendarChooserProps) {
  const { t, i18n } = useTranslation('extras');
  const [singleOnly, setSingleOnly] = useState(false);
  const [picked, setPicked] = useState<string | null>(chosenStart);
  const list = singleOnly ? days.single : days.all;
  const byDate = useMemo(() => new Map(list.map((d) => [d.date, d])), [list]);
  const pickedDay = picked ? (byDate.get(picked) ?? null) : null;
  const onRequestLabel = t('calendar.onRequest');
  const first = parseServerDate(list[0]?.date) ?? new Date();
  const last = parseServerDate(list[list.length - 1]?.date) ?? first;
  const from = parseServerDate(pickedDay?.date);
  const to = parseServerDate(pickedDay?.end);

  const onRequestShort = t('calendar.onRequestShort');
  const priceRoom = usePriceRoom();
  const pickedRoom = pickedDay ? priceRoom(pickedDay.priceFrom.room) : null;
  const dayData = useMemo(() => ({ byDate, onRequestLabel: onRequestShort }), [byDate, onRequestShort]);

  return (
    <div className="calendar">
      <div className="checkbox-row">
        <input
          id="calendar-single"
          type="checkbox"
          checked={singleOnly}
          onChange={(e) => {
            setSingleOnly(e.target.checked);
            setPicked(null);
          }}
        />
        <label htmlFor="calendar-single">{t('calendar.singleOnly')}</label>
      </div>
      <p className="calendar__note" aria-hidden="true">
        {t('calendar.pricesNote')}
      </p>
      <DayDataContext.Provider value={dayData}>
        <DayPicker
          mode="range"
          locale={LOCALES[i18n.language as Language] ?? de}
          weekStartsOn={WEEK_STARTS_ON}
          defaultMonth={from ?? first}
          startMonth={first}
          endMonth={last}
          // The range picker (spec part 1 §2): a click on a day picks that arrival, and the stay runs
          // from it to the date's departure.
          selected={from && to ? { from, to } : undefined}
          onSelect={(_range, day) => setPicked(byDate.has(toServerDate(day)) ? toServerDate(day) : null)}
          disabled={(date) => !byDate.has(toServerDate(date))}
          excludeDisabled={false}
          modifiers={{ stay: from && to ? { from, to } : [] }}
          modifiersClassNames={{ stay: 'calendar__stay' }}
          labels={{
            labelDayButton: (date) => {
              const option = byDate.get(toServerDate(date));
              if (!option) return t('calendar.dayUnavailable', { date: formatDate(date) });
              if (option.priceFrom.price < 0) return t('calendar.dayOnRequest', { date: formatDate(date) });
              const room = priceRoom(option.priceFrom.room);
              const price = formatPrice(option.priceFrom.price, onRequestLabel);
              return t('calendar.dayLabel', { date: formatDate(date), price: room ? `${price} ${room}` : price });
            },
          }}
          components={COMPONENTS}
        />
      </DayDataContext.Provider>
      <div className="calendar__summary" aria-live="polite">
        {pickedDay ? (
          <p>
            {t('calendar.arrival')} {formatDate(pickedDay.date)} · {t('calendar.departure')} {formatDate(pickedDay.end)}{' '}
            · {t('schedule.duration', { count: pickedDay.days })} · {t('calendar.fromWord')}{' '}
            <Price value={pickedDay.priceFrom.price} />
            {pickedRoom ? ` ${pickedRoom}` : null}
          </p>
        ) : (
          <p className="muted">{t('calendar.pick')}</p>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={!pickedDay}
          onClick={() => pickedDay && onChoose(pickedDay.schedule)}
        >
          {t('calendar.choose')}
        </button>
      </div>
    </div>
  );
}

/** Memoised: the page re-renders as each catalogue family arrives, the 400 days rarely change. */
export default memo(CalendarChooser);
