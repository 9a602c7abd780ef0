import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIP_FILTER_CHOICES } from '@/config/trip-finder';
import { isFinderDay, periodProblem, type TripFilter } from '@/domain/trip-finder';
import { FieldErrorText } from '@/components/FieldErrorText';

type ListKey = 'regions' | 'types' | 'focus';

/**
 * A date of the travel period: what is typed stays in the field; the filter takes it once it is a
 * whole date (or empty), so typing a year does not send a call per digit.
 */
function DateFilter({
  id,
  label,
  value,
  min,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string | null;
  min?: string;
  error: string | null;
  onChange: (day: string | null) => void;
}) {
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // A value set from outside (reset, back, forward) replaces what is in the field.
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  return (
    <div className={`form-row${error ? ' form-row--error' : ''}`}>
      <label htmlFor={id} className="form-row__label">
        {label}
      </label>
      <input
        id={id}
        className="form-row__control"
        type="date"
        min={min}
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const day = event.target.value;
          setDraft(day);
          if (day === '' || isFinderDay(day)) {
            setShown(day || null);
            onChange(day || null);
          }
        }}
      />
      <FieldErrorText id={`${id}-error`} text={error} />
    </div>
  );
}

/** The finder's filters: regions, trip type (group trips only, or types), focus (each any of), and the travel period. */
export function FinderFilters({
  filter,
  onChange,
  openAtStart,
}: {
  filter: TripFilter;
  onChange: (change: Partial<TripFilter>) => void;
  openAtStart: boolean;
}) {
  const { t } = useTranslation('pages');
  const id = useId();
  const toggle = (key: ListKey, value: string, on: boolean) =>
    onChange({ [key]: on ? [...filter[key], value] : filter[key].filter((v) => v !== value) });
  const problem = periodProblem(filter);
  const active =
    filter.regions.length +
    filter.types.length +
    filter.focus.length +
    (filter.groupOnly ? 1 : 0) +
    (filter.start ? 1 : 0) +
    (filter.end ? 1 : 0);
  const box = (key: string, checked: boolean, label: string, change: (on: boolean) => void) => (
    <div key={key} className="checkbox-row">
      <input type="checkbox" id={`${id}-${key}`} checked={checked} onChange={(event) => change(event.target.checked)} />
      <label htmlFor={`${id}-${key}`}>{label}</label>
    </div>
  );

  return (
    // Open on a wide screen; on a phone closed, so the trips are not a screen of boxes away.
    <details className="finder__details" open={openAtStart}>
      <summary className="finder__summary">{t('finder.filters', { count: active })}</summary>
      <div className="finder__filters">
        {(['regions', 'types', 'focus'] as const).map((key) => (
          <fieldset key={key} className="finder__group">
            <legend className="finder__legend">{t(`finder.${key}.legend`)}</legend>
            {key === 'types'
              ? box('group', filter.groupOnly, t('finder.groupOnly'), (on) => onChange({ groupOnly: on }))
              : null}
            {TRIP_FILTER_CHOICES[key].map((value) =>
              box(`${key}-${value}`, filter[key].includes(value), t(`finder.${key}.${value}`), (on) =>
                toggle(key, value, on),
              ),
            )}
          </fieldset>
        ))}
        <fieldset className="finder__group">
          <legend className="finder__legend">{t('finder.period.legend')}</legend>
          <DateFilter
            id={`${id}-start`}
            label={t('finder.period.start')}
            value={filter.start}
            error={null}
            onChange={(start) => onChange({ start })}
          />
          <DateFilter
            id={`${id}-end`}
            label={t('finder.period.end')}
            value={filter.end}
            min={filter.start ?? undefined}
            error={problem ? t('finder.period.endBeforeStart') : null}
            onChange={(end) => onChange({ end })}
          />
        </fieldset>
      </div>
    </details>
  );
}
