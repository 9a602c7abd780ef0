import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/language';
import { useFieldMessage, useStepTwoForm } from './form-context';
import { PhoneField } from './PhoneField';

/** The customer's telephone, bound to the step 2 form. */
export function CustomerPhone({ language }: { language: Language }) {
  const { t } = useTranslation('travellers');
  const { control } = useStepTwoForm();
  const { message } = useFieldMessage('customer.telephone', t('fields.telephone'));
  // The invoice country, as it changes: the prefix follows it until the person picks another.
  const country = useWatch({ control, name: 'customer.country' });
  return (
    <Controller
      control={control}
      name="customer.telephone"
      render={({ field }) => (
        <div data-field="customer-telephone">
          <PhoneField
            id="customer-telephone"
            label={t('fields.telephone')}
            value={field.value}
            country={country}
            language={language}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message}
          />
        </div>
      )}
    />
  );
}
