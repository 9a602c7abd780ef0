import { createContext, useContext, useEffect, useRef } from 'react';
import type { DayButtonProps } from 'react-day-picker';
import { formatDayPrice, toServerDate } from '@/domain/format';
import type { CalendarDayOption } from './CalendarChooser';

/** The days and texts the day buttons show; a context, so the button component itself never changes. */
export const DayDataContext = createContext<{ byDate: ReadonlyMap<string, CalendarDayOption>; onRequestLabel: string }>(
  {
    byDate: new Map(),
    onRequestLabel: '',
  },
);

/**
 * A day with its lowest price, the euro sign said once above the month (the cell is narrow). Defined once at module scope: a component made inside render is a
 * new type each time, so react-day-picker remounted the month and lost the focused day on every
 * arrow key.
 */
export function DayButton({ day, modifiers, ...buttonProps }: DayButtonProps) {
  const { byDate, onRequestLabel } = useContext(DayDataContext);
  const ref = useRef<HTMLButtonElement>(null);
  // The day the arrow keys moved to takes the focus, as react-day-picker's own button does.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const option = byDate.get(toServerDate(day.date));
  return (
    <button ref={ref} {...buttonProps}>
      <span className="calendar__day">{day.date.getDate()}</span>
      {option && !modifiers.outside ? (
        <span className="calendar__price" aria-hidden="true">
          {formatDayPrice(option.priceFrom.price) ?? onRequestLabel}
        </span>
      ) : null}
    </button>
  );
}
