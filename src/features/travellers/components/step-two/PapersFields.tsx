import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { personName } from '@/domain/overview';
import type { ComboboxOption } from '@/components/Combobox';
import { PASSPORT_ISSUER_MAX, PASSPORT_NUMBER_MAX, type PapersRule } from '@/domain/validation/traveller';
import { FormCountry, FormDate, FormText } from './bound-fields';
import { useStepTwoForm } from './form-context';

interface PapersFieldsProps {
  /** 'customer' or 'travellers.{i}' */
  prefix: 'customer' | `travellers.${number}`;
  idPrefix: string;
  papers: PapersRule;
  countries: readonly ComboboxOption[];
  /** Names the traveller in messages: (label) => 'Reisepassnummer des 2. Reisenden'. */
  messageLabel: (label: string) => string;
  /** The traveller's place in the party (1 is the customer). */
  position: number;
}

/** The papers a trip asks for (spec part 2 §5): the passport, or only the nationality. */
export function PapersFields({ prefix, idPrefix, papers, countries, messageLabel, position }: PapersFieldsProps) {
  const { t } = useTranslation('travellers');
  const { control } = useStepTwoForm();
  // Whose passport it is, by name once typed: 'Der Reisepass von Max Muster', else 'des 2. Reisenden'.
  const [firstname, lastname] = useWatch({ control, name: [`${prefix}.firstname`, `${prefix}.lastname`] });
  const name = personName({
    firstname: typeof firstname === 'string' ? firstname : '',
    lastname: typeof lastname === 'string' ? lastname : '',
  });
  const whose = name ? t('traveller.passportOf', { name }) : t('traveller.passportOfPosition', { index: position });
  if (papers === 'none') return null;
  const label = (field: string) => t(`fields.${field}`);
  return (
    <div className="form-grid">
      <p className="form-grid__wide form__note">
        {t(papers === 'passport' ? 'traveller.papersPassport' : 'traveller.papersNationality')}
      </p>
      <FormCountry
        name={`${prefix}.passportCountry`}
        id={`${idPrefix}-passportCountry`}
        label={label('passportCountry')}
        messageLabel={messageLabel(label('passportCountry'))}
        options={countries}
      />
      {papers === 'passport' ? (
        <>
          <FormText
            name={`${prefix}.passportNumber`}
            id={`${idPrefix}-passportNumber`}
            label={label('passportNumber')}
            messageLabel={messageLabel(label('passportNumber'))}
            required
            maxLength={PASSPORT_NUMBER_MAX}
          />
          <FormDate
            name={`${prefix}.passportIssueDate`}
            id={`${idPrefix}-passportIssueDate`}
            label={label('passportIssueDate')}
          />
          <FormDate
            name={`${prefix}.passportDate`}
            id={`${idPrefix}-passportDate`}
            label={label('passportDate')}
            messageLabel={messageLabel(label('passportDate'))}
            whose={whose}
          />
          <FormText
            name={`${prefix}.passportIssuer`}
            id={`${idPrefix}-passportIssuer`}
            label={label('passportIssuer')}
            required
            maxLength={PASSPORT_ISSUER_MAX}
          />
        </>
      ) : null}
    </div>
  );
}
