import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FLIGHT_UPGRADES } from '@/api/schemas';
import { FormRow } from '@/components/FormRow';
import { Panel } from '@/components/Panel';
import { CHOICE_IDS } from '@/lib/choice-ids';

type Upgrade = (typeof FLIGHT_UPGRADES)[number];

/** Premium, business or first class: a non-economy upgrade makes the booking on request (spec part 1 §4). */
export function FlightUpgradeChooser({
  value,
  onChange,
}: {
  value: Upgrade | null;
  onChange: (value: Upgrade | null) => void;
}) {
  const { t } = useTranslation('extras');
  const id = useId();
  return (
    <Panel id={CHOICE_IDS.flightUpgrade} title={t('flightUpgrade.title')}>
      <FormRow id={id} label={t('flightUpgrade.label')}>
        <select
          id={id}
          className="form-row__control"
          value={value ?? ''}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.value === '' ? null : (e.target.value as Upgrade))}
        >
          <option value="">{t('flightUpgrade.none')}</option>
          {FLIGHT_UPGRADES.map((upgrade) => (
            <option key={upgrade} value={upgrade}>
              {t(`flightUpgrade.${upgrade}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="form-row__hint">
          {t('flightUpgrade.hint')}
        </p>
      </FormRow>
    </Panel>
  );
}
