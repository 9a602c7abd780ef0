import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CABIN_CLASSES, type CabinClass } from '@/api/schemas';

/** The fare search's cabin classes (at least one, spec part 2 §4) and the direct-flights-only choice. */
export function FareSearchOptions({
  classes,
  directOnly,
  onChange,
}: {
  classes: readonly CabinClass[];
  directOnly: boolean;
  onChange: (options: { classes?: CabinClass[]; directOnly?: boolean }) => void;
}) {
  const { t } = useTranslation('flights');
  const id = useId();
  const toggleClass = (cabin: CabinClass, on: boolean) => {
    const next = on ? [...classes, cabin] : classes.filter((c) => c !== cabin);
    onChange({ classes: CABIN_CLASSES.filter((c) => next.includes(c)) });
  };
  return (
    <>
      <fieldset className="form-row fare-search__classes" aria-describedby={`${id}-classes-hint`}>
        <legend className="form-row__label">{t('search.classes')}</legend>
        <div className="choice-chips">
          {CABIN_CLASSES.map((cabin) => {
            const checked = classes.includes(cabin);
            return (
              <span key={cabin} className="choice-chip">
                <input
                  type="checkbox"
                  id={`${id}-class-${cabin}`}
                  checked={checked}
                  onChange={(e) => toggleClass(cabin, e.target.checked)}
                />
                <label htmlFor={`${id}-class-${cabin}`}>{t(`class.${cabin}`)}</label>
              </span>
            );
          })}
        </div>
        <p id={`${id}-classes-hint`} className="form-row__hint">
          {t('search.classesHint')}
        </p>
      </fieldset>
      <div className="checkbox-row">
        <input
          type="checkbox"
          id={`${id}-direct`}
          checked={directOnly}
          onChange={(e) => onChange({ directOnly: e.target.checked })}
        />
        <label htmlFor={`${id}-direct`}>{t('search.directOnly')}</label>
      </div>
    </>
  );
}
