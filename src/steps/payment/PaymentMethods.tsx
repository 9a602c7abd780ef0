import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentCategory } from '@/domain/payment-page';

/** The ways to pay the page offers, as radio buttons; a single way is named, not offered as a choice. */
export function PaymentMethods({
  methods,
  method,
  disabled,
  onChange,
}: {
  methods: readonly PaymentCategory[];
  method: PaymentCategory;
  disabled: boolean;
  onChange: (category: PaymentCategory) => void;
}) {
  const { t } = useTranslation('payment');
  const id = useId();
  if (methods.length === 1)
    return (
      <p className="payment__methods">
        <span className="form-row__label">{t('method.legend')}</span> {t(`method.${method}`)}
      </p>
    );
  return (
    <fieldset className="payment__methods">
      <legend className="form-row__label">{t('method.legend')}</legend>
      {methods.map((category) => (
        <div key={category} className="payment__method">
          <input
            type="radio"
            id={`${id}-${category}`}
            name={`${id}-method`}
            value={category}
            checked={method === category}
            disabled={disabled}
            onChange={() => onChange(category)}
          />
          <label htmlFor={`${id}-${category}`}>{t(`method.${category}`)}</label>
        </div>
      ))}
    </fieldset>
  );
}
