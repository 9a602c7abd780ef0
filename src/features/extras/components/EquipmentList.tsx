import { useTranslation } from 'react-i18next';
import type { ServiceEntry } from '@/api/schemas';
import { NumberField } from '@/components/NumberField';
import { Price } from '@/components/Price';
import type { EquipmentInput } from '@/domain/validation/traveller';
import { useFieldErrorText, type FieldError } from '@/lib/use-field-error';
import { LeftOutNotice } from './LeftOutNotice';
import { Panel } from '@/components/Panel';
import type { JourneyKind } from '@/domain/equipment';

interface EquipmentRow {
  entry: ServiceEntry;
  /** Train or bus to the start (TRN, TRS, BUS): shown in a group of its own; null for gear. */
  journey: JourneyKind | null;
  travellers: {
    travellerIndex: number;
    chosen: boolean;
    details: EquipmentInput;
    errors: Partial<Record<keyof EquipmentInput, FieldError>>;
  }[];
}

interface EquipmentListProps {
  rows: readonly EquipmentRow[];
  showErrors: boolean;
  /** Broken equipment entries were left out: the list says so. */
  leftOut: boolean;
  onToggle: (entry: ServiceEntry, travellerIndex: number) => void;
  onDetails: (entry: ServiceEntry, travellerIndex: number, details: EquipmentInput) => void;
}

/**
 * Equipment per traveller; the e-bike (EB) asks for body size and weight, ST for body size and shoe
 * size (spec part 1 §5). Train and bus to the start (TRN, TRS, BUS; spec part 1 §3) are a group of
 * their own, each named as what it is.
 */
export function EquipmentList({ rows, showErrors, leftOut, ...handlers }: EquipmentListProps) {
  const { t } = useTranslation('extras');
  const gear = rows.filter((row) => row.journey === null);
  const journeys = rows.filter((row) => row.journey !== null);
  return (
    <>
      {gear.length > 0 || leftOut ? (
        <Panel title={t('equipment.title')} headingId="equipment-heading">
          <EquipmentRows rows={gear} showErrors={showErrors} {...handlers} />
          {leftOut ? <LeftOutNotice /> : null}
        </Panel>
      ) : null}
      {journeys.length > 0 ? (
        <Panel title={t('equipment.journey.title')} headingId="journey-heading">
          <p className="form__note">{t('equipment.journey.intro')}</p>
          <EquipmentRows rows={journeys} showErrors={showErrors} {...handlers} />
        </Panel>
      ) : null}
    </>
  );
}

function EquipmentRows({
  rows,
  showErrors,
  onToggle,
  onDetails,
}: Pick<EquipmentListProps, 'rows' | 'showErrors' | 'onToggle' | 'onDetails'>) {
  const { t } = useTranslation('extras');
  const errorText = useFieldErrorText();
  return (
    <ul className="service-list">
      {rows.map(({ entry, journey, travellers }) => (
        <li key={entry.service.id} className="service service--stacked" data-service-id={entry.service.id}>
          <div className="service__text">
            <span className="service__name">
              {journey ? <span className="service__kind">{t(`equipment.journey.${journey}`)}</span> : null}
              {entry.service.name}
            </span>
            <span className="service__price">
              <Price value={entry.price} /> {entry.price === -1 ? null : t('services.perPerson')}
            </span>
          </div>
          <fieldset className="equipment__travellers">
            <legend className="visually-hidden">{entry.service.name}</legend>
            {travellers.map((traveller) => {
              const n = traveller.travellerIndex + 1;
              const field = (name: keyof EquipmentInput, label: string, min: number, step = 1) => (
                <NumberField
                  label={label}
                  value={traveller.details[name]}
                  min={min}
                  step={step}
                  required
                  error={showErrors ? errorText(label, traveller.errors[name]) : null}
                  onChange={(value) =>
                    onDetails(entry, traveller.travellerIndex, { ...traveller.details, [name]: value })
                  }
                />
              );
              return (
                <div key={traveller.travellerIndex} className="equipment__traveller">
                  <div className="checkbox-row">
                    <input
                      id={`eq-${entry.service.id}-${traveller.travellerIndex}`}
                      type="checkbox"
                      checked={traveller.chosen}
                      onChange={() => onToggle(entry, traveller.travellerIndex)}
                    />
                    <label htmlFor={`eq-${entry.service.id}-${traveller.travellerIndex}`}>
                      {entry.service.name} {t('equipment.for', { n })}
                    </label>
                  </div>
                  {traveller.chosen && (entry.service.subCategory === 'EB' || entry.service.subCategory === 'ST') ? (
                    <div className="field-group">
                      {field('bodySize', `${t('equipment.bodySize')} – ${t('equipment.traveller', { n })}`, 100)}
                      {entry.service.subCategory === 'EB'
                        ? field('bodyWeight', `${t('equipment.bodyWeight')} – ${t('equipment.traveller', { n })}`, 20)
                        : field('shoeSize', `${t('equipment.shoeSize')} – ${t('equipment.traveller', { n })}`, 0, 0.1)}
                    </div>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        </li>
      ))}
    </ul>
  );
}
