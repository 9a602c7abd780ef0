import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComboboxOption } from '@/components/Combobox';
import type { Language } from '@/config/language';
import { CUSTOMER_LIMITS, type CustomerRules } from '@/domain/validation/customer';
import { FormCountry, FormDate, FormGender, FormText } from './bound-fields';
import { CustomerPhone } from './CustomerPhone';
import { Folded } from './Folded';
import { MoreDetails } from './MoreDetails';
import { useStepTwoForm } from './form-context';
import { Panel } from '@/components/Panel';

/**
 * The invoice and contact data (spec part 2 §5 'Step 2: invoice and contact'): the customer, who
 * travels as the first traveller. Which fields are required follows who books.
 */
export const CustomerSection = memo(function CustomerSection({
  rules,
  countries,
  language,
  isAgency,
}: {
  rules: CustomerRules;
  countries: readonly ComboboxOption[];
  language: Language;
  isAgency: boolean;
}) {
  const { t } = useTranslation('travellers');
  const { register, getValues } = useStepTwoForm();
  // Read once: after that the box opens and closes by the person's hand only.
  const [otherInvoiceGiven] = useState(() => Boolean(getValues('customer.otherInvoiceName')));
  const label = (field: string) => t(`fields.${field}`);
  /** A required text field of the customer's, its limit from the rules. */
  const text = (field: 'firstname' | 'lastname' | 'street' | 'number' | 'zip' | 'city', autoComplete: string) => (
    <FormText
      name={`customer.${field}`}
      id={`customer-${field}`}
      label={label(field)}
      required
      maxLength={CUSTOMER_LIMITS[field]}
      autoComplete={autoComplete}
    />
  );
  return (
    <Panel title={t('customer.heading')} headingId="customer-heading" level={3}>
      {/* An agency books for its client: it is not addressed as the one who travels. */}
      <p className="form__note">{t(isAgency ? 'customer.agencyIntro' : 'customer.intro')}</p>
      <div className="form-grid">
        <div className="form-grid__wide">
          <FormGender name="customer.gender" id="customer-gender" label={label('gender')} />
        </div>
        <div className="form-pair">
          {text('firstname', 'given-name')}
          {text('lastname', 'family-name')}
        </div>
        <FormDate
          name="customer.birthday"
          id="customer-birthday"
          label={label('birthday')}
          required={rules.requireBirthday}
        />
        <div className="form-pair form-pair--short-last">
          {text('street', 'address-line1')}
          {text('number', 'off')}
        </div>
        <div className="form-pair form-pair--short-first">
          {text('zip', 'postal-code')}
          {text('city', 'address-level2')}
        </div>
        <FormCountry name="customer.country" id="customer-country" label={label('country')} options={countries} />
        <FormText
          name="customer.email"
          id="customer-email"
          label={label('email')}
          type="email"
          required={rules.requireEmail}
          maxLength={CUSTOMER_LIMITS.email}
          autoComplete="email"
          hint={isAgency && !rules.requireEmail ? t('agency.customerHint') : undefined}
        />
        {rules.requireEmailRepeat ? (
          <FormText
            name="customer.emailRepeat"
            id="customer-emailRepeat"
            label={label('emailRepeat')}
            type="email"
            required
            maxLength={CUSTOMER_LIMITS.email}
            autoComplete="off"
            hint={t('validation.noPaste')}
            // An equals field blocks pasting (spec part 2 §5).
            inputProps={{ onPaste: (event) => event.preventDefault(), onDrop: (event) => event.preventDefault() }}
          />
        ) : null}
        <CustomerPhone language={language} />
      </div>
      <Folded summary={t('customer.otherInvoiceOpen')} open={otherInvoiceGiven}>
        <FormText
          name="customer.otherInvoiceName"
          id="customer-otherInvoiceName"
          label={label('otherInvoiceName')}
          maxLength={CUSTOMER_LIMITS.otherInvoiceName}
          autoComplete="organization"
          hint={t('customer.otherInvoiceHint')}
        />
      </Folded>
      <MoreDetails
        idPrefix="customer"
        prefix="customer"
        registerNeed={(need) => register(`customer.specialNeeds.${need}`)}
      />
    </Panel>
  );
});
