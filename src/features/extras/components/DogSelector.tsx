import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dog } from '@/api/schemas';
import { FormRow } from '@/components/FormRow';
import { NumberField } from '@/components/NumberField';
import { canAddDog, MAX_DOGS, type DogInput } from '@/domain/validation/traveller';
import { useFieldErrorText, type FieldError } from '@/lib/use-field-error';
import { Panel } from '@/components/Panel';

interface DogSelectorProps {
  rows: readonly { dog: Dog; errors: Partial<Record<keyof DogInput, FieldError>> }[];
  showErrors: boolean;
  onChange: (dogs: Dog[]) => void;
}

/** Up to MAX_DOGS dogs with name, shoulder height, weight and race, all required (spec part 1 §5). */
export function DogSelector({ rows, showErrors, onChange }: DogSelectorProps) {
  const { t } = useTranslation('extras');
  const errorText = useFieldErrorText();
  const baseId = useId();
  const dogs = rows.map((r) => r.dog);
  const update = (index: number, patch: Partial<Dog>) =>
    onChange(dogs.map((dog, i) => (i === index ? { ...dog, ...patch } : dog)));
  return (
    <Panel title={t('dogs.title')} headingId="dogs-heading">
      <p>{t('dogs.intro', { max: MAX_DOGS })}</p>
      {rows.map(({ dog, errors }, index) => {
        const n = index + 1;
        const textField = (name: 'dogname' | 'race', label: string) => {
          const id = `${baseId}-${name}-${index}`;
          const message = showErrors ? errorText(label, errors[name]) : null;
          return (
            <FormRow id={id} label={label} error={message} required>
              <input
                id={id}
                className="form-row__control"
                value={dog[name]}
                aria-required
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${id}-error` : undefined}
                onChange={(e) => update(index, { [name]: e.target.value })}
              />
            </FormRow>
          );
        };
        return (
          <fieldset key={dog.id} className="dog">
            <legend className="dog__legend">{t('dogs.dog', { n })}</legend>
            <div className="field-group">
              {textField('dogname', t('dogs.name'))}
              {textField('race', t('dogs.race'))}
              <NumberField
                label={t('dogs.shoulderHeight')}
                value={dog.shoulderheight}
                min={0}
                required
                error={showErrors ? errorText(t('dogs.shoulderHeight'), errors.shoulderheight) : null}
                onChange={(v) => update(index, { shoulderheight: v })}
              />
              <NumberField
                label={t('dogs.weight')}
                value={dog.bodyWeight}
                min={0}
                step={0.1}
                required
                error={showErrors ? errorText(t('dogs.weight'), errors.bodyWeight) : null}
                onChange={(v) => update(index, { bodyWeight: v })}
              />
            </div>
            <button type="button" className="button" onClick={() => onChange(dogs.filter((_, i) => i !== index))}>
              {t('dogs.remove', { n })}
            </button>
          </fieldset>
        );
      })}
      {canAddDog(rows.length) ? (
        <button
          type="button"
          className="button"
          onClick={() =>
            onChange([
              ...dogs,
              { id: `DOG_${rows.length + 1}`, dogname: '', shoulderheight: null, bodyWeight: null, race: '' },
            ])
          }
        >
          {t('dogs.add')}
        </button>
      ) : (
        <p className="form__note">{t('dogs.max', { max: MAX_DOGS })}</p>
      )}
    </Panel>
  );
}
