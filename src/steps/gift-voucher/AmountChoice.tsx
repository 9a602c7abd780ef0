import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorText } from '@/components/FieldErrorText';
import { formatPrice } from '@/domain/format';
import { GIFT_VOUCHER_AMOUNT, GIFT_VOUCHER_STEPS } from '@/domain/gift-voucher';

/** The amount: the template's steps (or ours) to pick with one press, or any whole euro amount typed. */
export function AmountChoice({
  id,
  steps: given,
  value,
  registration,
  error,
  onStep,
}: {
  id: string;
  steps: readonly (number | null)[];
  value: string;
  registration: UseFormRegisterReturn;
  error: string | null;
  onStep: (step: number) => void;
}) {
  const { t } = useTranslation('giftVoucher');
  const fitting = given.filter(
    (step): step is number => step !== null && step >= GIFT_VOUCHER_AMOUNT.min && step <= GIFT_VOUCHER_AMOUNT.max,
  );
  const steps = fitting.length > 0 ? fitting : GIFT_VOUCHER_STEPS;
  const range = { min: formatPrice(GIFT_VOUCHER_AMOUNT.min, ''), max: formatPrice(GIFT_VOUCHER_AMOUNT.max, '') };
  return (
    <section className="gift-voucher__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="gift-voucher__heading">
        {t('sections.amount')}
      </h2>
      <ul className="amount-steps" aria-label={t('amountSteps')}>
        {steps.map((step) => (
          <li key={step}>
            <button
              type="button"
              className="amount-steps__step"
              aria-pressed={value.trim() === String(step)}
              onClick={() => onStep(step)}
            >
              {formatPrice(step, '')}
            </button>
          </li>
        ))}
      </ul>
      <div className={`form-row${error ? ' form-row--error' : ''}`}>
        <label htmlFor={id} className="form-row__label">
          {t('fields.amount')}
          <span aria-hidden="true"> *</span>
        </label>
        <div className="amount-field">
          <span className="amount-field__unit" aria-hidden="true">
            €
          </span>
          <input
            id={id}
            className="form-row__control form-row__control--narrow"
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            {...registration}
          />
        </div>
        <p id={`${id}-hint`} className="form-row__hint">
          {t('amountHint', range)}
        </p>
        <FieldErrorText id={`${id}-error`} text={error} />
      </div>
    </section>
  );
}
