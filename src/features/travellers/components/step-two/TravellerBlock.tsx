import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComboboxOption } from '@/components/Combobox';
import { TRAVELLER_NAME_MAX, type PapersRule } from '@/domain/validation/traveller';
import { FormDate, FormGender, FormText } from './bound-fields';
import { ExtrasList, type TravellerExtras } from './ExtrasList';
import { MoreDetails } from './MoreDetails';
import { useStepTwoForm } from './form-context';
import { PapersFields } from './PapersFields';
import { Panel } from '@/components/Panel';

/** The traveller's names, side by side. */
const NAME_FIELDS = ['firstname', 'lastname'] as const;

/** An additional traveller (the 2nd onwards): gender, title, names, birthday, papers, diet (spec part 2 §5 'Step 2: traveller'). */
export const TravellerBlock = memo(function TravellerBlock({
  index,
  papers,
  countries,
  extras,
}: {
  index: number;
  papers: PapersRule;
  countries: readonly ComboboxOption[];
  extras: TravellerExtras;
}) {
  const { t } = useTranslation('travellers');
  const { register } = useStepTwoForm();
  const number = index + 2;
  const prefix = `travellers.${index}` as const;
  const id = `traveller-${number}`;
  const messageLabel = (label: string) => t('traveller.labelOf', { label, index: number });
  return (
    <Panel
      title={t('traveller.heading', { index: number })}
      headingId={`${id}-heading`}
      level={3}
      className="traveller"
    >
      <div className="form-grid">
        <div className="form-grid__wide">
          <FormGender name={`${prefix}.gender`} id={`${id}-gender`} label={t('fields.gender')} />
        </div>
        <div className="form-pair">
          {NAME_FIELDS.map((field) => (
            <FormText
              key={field}
              name={`${prefix}.${field}`}
              id={`${id}-${field}`}
              label={t(`fields.${field}`)}
              messageLabel={messageLabel(t(`fields.${field}`))}
              required
              maxLength={TRAVELLER_NAME_MAX}
              autoComplete="off"
            />
          ))}
        </div>
        <FormDate
          name={`${prefix}.birthday`}
          id={`${id}-birthday`}
          label={t('fields.birthday')}
          messageLabel={messageLabel(t('fields.birthday'))}
        />
      </div>
      <PapersFields
        prefix={prefix}
        idPrefix={id}
        papers={papers}
        countries={countries}
        messageLabel={messageLabel}
        position={number}
      />
      <MoreDetails idPrefix={id} prefix={prefix} registerNeed={(need) => register(`${prefix}.specialNeeds.${need}`)} />
      <ExtrasList extras={extras} />
    </Panel>
  );
});
