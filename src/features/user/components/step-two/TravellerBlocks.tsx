import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dog } from '@/api/schemas';
import type { ComboboxOption } from '@/components/Combobox';
import { TRAVELLER_NAME_MAX, type PapersRule } from '@/domain/validation/traveller';
import { FormDate, FormGender, FormText } from './bound-fields';
import { SpecialNeedsField, TitleField } from './fields';
import { useStepTwoForm } from './form-context';
import { PapersFields } from './PapersFields';

export interface TravellerExtras {
  /** The equipment chosen for this traveller in step 1, named, with its body data. */
  equipment: readonly { id: number; name: string; bodySize: number | null }[];
}

function ExtrasList({ extras, dogs = [] }: { extras: TravellerExtras; dogs?: readonly Dog[] }) {
  const { t } = useTranslation('travellers');
  if (extras.equipment.length === 0 && dogs.length === 0) return null;
  return (
    <div className="traveller__extras">
      {extras.equipment.length > 0 ? (
        <>
          <h4 className="traveller__extras-title">{t('traveller.equipment')}</h4>
          <ul>
            {extras.equipment.map((item) => (
              <li key={item.id}>
                {item.name}
                {item.bodySize !== null ? `, ${t('traveller.equipmentDetails', { bodySize: item.bodySize })}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {dogs.length > 0 ? (
        <>
          <h4 className="traveller__extras-title">{t('traveller.dogs')}</h4>
          <ul>
            {dogs.map((dog) => (
              <li key={dog.id}>
                {t('traveller.dog', {
                  name: dog.dogname,
                  race: dog.race,
                  height: dog.shoulderheight ?? '–',
                  weight: dog.bodyWeight ?? '–',
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * The first traveller is the customer (spec part 2 §2): name and birthday come from the invoice
 * data above; here their papers, what they chose in step 1, the dogs, and the emergency contact
 * (its fields exist but stay disabled, spec part 2 §3).
 */
export const CustomerTravellerBlock = memo(function CustomerTravellerBlock({
  papers,
  countries,
  extras,
  dogs,
}: {
  papers: PapersRule;
  countries: readonly ComboboxOption[];
  extras: TravellerExtras;
  dogs: readonly Dog[];
}) {
  const { t } = useTranslation('travellers');
  const messageLabel = (label: string) => t('traveller.labelOf', { label, index: 1 });
  return (
    <section className="traveller panel" aria-labelledby="traveller-1-heading">
      <h3 id="traveller-1-heading" className="panel__subtitle">
        {t('traveller.customerHeading')}
      </h3>
      <p className="form__note">{t('traveller.customerNote')}</p>
      <PapersFields
        prefix="customer"
        idPrefix="traveller-1"
        papers={papers}
        countries={countries}
        messageLabel={messageLabel}
        position={1}
      />
      <ExtrasList extras={extras} dogs={dogs} />
      <fieldset className="form-grid traveller__emergency" disabled aria-describedby="traveller-1-emergency-note">
        <legend className="form-row__label">{t('fields.emergency')}</legend>
        <p id="traveller-1-emergency-note" className="form-grid__wide form__note">
          {t('fields.emergencyNote')}
        </p>
        {(['emergencyFirstname', 'emergencyLastname', 'emergencyTelephone'] as const).map((field) => (
          <div className="form-row" key={field}>
            <label htmlFor={`traveller-1-${field}`} className="form-row__label">
              {t(`fields.${field}`)}
            </label>
            <input id={`traveller-1-${field}`} className="form-row__control" type="text" disabled value="" readOnly />
          </div>
        ))}
      </fieldset>
    </section>
  );
});

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
    <section className="traveller panel" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="panel__subtitle">
        {t('traveller.heading', { index: number })}
      </h3>
      <div className="form-grid">
        <div className="form-grid__wide">
          <FormGender name={`${prefix}.gender`} id={`${id}-gender`} label={t('fields.gender')} />
        </div>
        <TitleField id={`${id}-title`} registration={register(`${prefix}.title`)} />
        <FormText
          name={`${prefix}.firstname`}
          id={`${id}-firstname`}
          label={t('fields.firstname')}
          messageLabel={messageLabel(t('fields.firstname'))}
          required
          maxLength={TRAVELLER_NAME_MAX}
          autoComplete="off"
        />
        <FormText
          name={`${prefix}.lastname`}
          id={`${id}-lastname`}
          label={t('fields.lastname')}
          messageLabel={messageLabel(t('fields.lastname'))}
          required
          maxLength={TRAVELLER_NAME_MAX}
          autoComplete="off"
        />
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
      <SpecialNeedsField id={`${id}-needs`} register={(need) => register(`${prefix}.specialNeeds.${need}`)} />
      <ExtrasList extras={extras} />
    </section>
  );
});
