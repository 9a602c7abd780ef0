import { useTranslation } from 'react-i18next';
import { STOP_FILTERS, type StopFilter } from '@/domain/fares';
import { FARE_SORTS, type FareSort } from '@/domain/fare-sort';

interface FareListControlsProps {
  /** The dialog's id; the controls derive theirs from it. */
  id: string;
  sort: FareSort;
  stops: StopFilter;
  onSort: (sort: FareSort) => void;
  onStops: (stops: StopFilter) => void;
}

/** The fare list's sort order and its filter by stops. */
export function FareListControls({ id, sort, stops, onSort, onStops }: FareListControlsProps) {
  const { t } = useTranslation('flights');
  return (
    <div className="fare-dialog__controls">
      <div className="form-row">
        <label htmlFor={`${id}-sort`} className="form-row__label">
          {t('dialog.sort')}
        </label>
        <select
          id={`${id}-sort`}
          className="form-row__control"
          value={sort}
          onChange={(e) => onSort(e.target.value as FareSort)}
        >
          {FARE_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`sort.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="form-row fare-dialog__stops">
        <legend className="form-row__label">{t('dialog.stops')}</legend>
        <div className="choice-chips">
          {STOP_FILTERS.map((value) => (
            <span key={value} className="choice-chip">
              <input
                type="radio"
                id={`${id}-stops-${value}`}
                name={`${id}-stops`}
                checked={stops === value}
                onChange={() => onStops(value)}
              />
              <label htmlFor={`${id}-stops-${value}`}>{t(`stops.${value}`)}</label>
            </span>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
