import { useTranslation } from 'react-i18next';
import type { ComboboxOption } from '../../../../components/Combobox';
import { PASSPORT_ISSUER_MAX, PASSPORT_NUMBER_MAX, type PapersRule } from '../../../../domain/validation/traveller';
import { FormCountry, FormDate, FormText } from './bound-fields';

interface PapersFieldsProps {
  /** 'customer' or 'travellers.{i}' */
  prefix: 'customer' | `travellers.${number}`;
  idPrefix: string;
  papers: PapersRule;
  countries: readonly ComboboxOption[];
  /** Names the traveller in messages: (label) => 'Reisepassnummer des 2. Reisenden'. */
  messageLabel: (label: string) => string;
}

/** The papers a trip asks for (spec part 2 §5): the passport, or only the nationality. */
export function PapersFields({ prefix, idPrefix, papers, countries, messageLabel }: PapersFieldsProps) {
  const { t } = useTranslation('travellers');
  if (papers === 'none') return null;
  const label = (field: string) => t(`fields.${field}`);
  return (
    <div className="form-grid">
      <p className="form-grid__wide form__note">{t(papers === 'passport' ? 'traveller.papersPassport' : 'traveller.papersNationality')}</p>
      <FormCountry name={`${prefix}.passportCountry`} id={`${idPrefix}-passportCountry`} label={label('passportCountry')} messageLabel={messageLabel(label('passportCountry'))} options={countries} />
      {papers === 'passport' ? (
        <>
          <FormText name={`${prefix}.passportNumber`} id={`${idPrefix}-passportNumber`} label={label('passportNumber')} messageLabel={messageLabel(label('passportNumber'))} required maxLength={PASSPORT_NUMBER_MAX} />
          <FormDate name={`${prefix}.passportIssueDate`} id={`${idPrefix}-passportIssueDate`} label={label('passportIssueDate')} />
          <FormDate name={`${prefix}.passportDate`} id={`${idPrefix}-passportDate`} label={label('passportDate')} messageLabel={messageLabel(label('passportDate'))} />
          <FormText name={`${prefix}.passportIssuer`} id={`${idPrefix}-passportIssuer`} label={label('passportIssuer')} required maxLength={PASSPORT_ISSUER_MAX} />
        </>
      ) : null}
    </div>
  );
}
