import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIP_FILTER_CHOICES } from '../../config/trip-finder';
import { periodProblem, type TripFilter } from '../../domain/trip-finder';

type ListKey = 'regions' | 'types' | 'focus';

/** The finder's filters: regions, trip types, focus (each any of), group trips only, and the travel period. */
export function FinderFilters({ filter, onChange }: { filter: TripFilter; onChange: (change: Partial<TripFilter>) => void }) {
  const { t } = useTranslation('pages');
  const id = useId();
  const toggle = (key: ListKey, value: string, on: boolean) =>
    onChange({ [key]: on ? [...filter[key], value] : filter[key].filter((v) => v !== value) });
  const problem = periodProblem(filter);

  return (
    <div className="finder__filters">
      {(['regions', 'types', 'focus'] as const).map((key) => (
        <fieldset key={key} className="finder__group">
          <legend className="finder__legend">{t(`finder.${key}.legend`)}</legend>
          {TRIP_FILTER_CHOICES[key].map((value) => (
            <div key={value} className="checkbox-row">
              <input type="checkbox" id={`${id}-${key}-${value}`} checked={filter[key].includes(value)} onChange={(event) => toggle(key, value, event.target.checked)} />
              <label htmlFor={`${id}-${key}-${value}`}>{t(`finder.${key}.${value}`)}</label>
            </div>
          ))}
        </fieldset>
      ))}
      <fieldset className="finder__group">
        <legend className="finder__legend">{t('finder.period.legend')}</legend>
        <div className="form-row">
          <label htmlFor={`${id}-start`} className="form-row__label">{t('finder.period.start')}</label>
          <input id={`${id}-start`} className="form-row__control" type="date" value={filter.start ?? ''} onChange={(event) => onChange({ start: event.target.value || null })} />
        </div>
        <div className={`form-row${problem ? ' form-row--error' : ''}`}>
          <label htmlFor={`${id}-end`} className="form-row__label">{t('finder.period.end')}</label>
          <input id={`${id}-end`} className="form-row__control" type="date" min={filter.start ?? undefined} value={filter.end ?? ''} aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-end-error` : undefined} onChange={(event) => onChange({ end: event.target.value || null })} />
          {problem ? <p id={`${id}-end-error`} className="form-row__error">{t('finder.period.endBeforeStart')}</p> : null}
        </div>
        <div className="checkbox-row">
          <input type="checkbox" id={`${id}-group`} checked={filter.groupOnly} onChange={(event) => onChange({ groupOnly: event.target.checked })} />
          <label htmlFor={`${id}-group`}>{t('finder.groupOnly')}</label>
        </div>
      </fieldset>
    </div>
  );
}
