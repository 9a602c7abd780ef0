import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_BRAND_NAMES, CardBrandMarks } from '@/components/CardBrandMark';
import { SecureNote } from '@/components/SecureNote';
import type { PaymentFailure } from '@/domain/payment-page';
import { cvcLengthOf, formatCardNumber, type CardField, type CardInput } from '@/domain/validation/card';
import type { CardPayResult } from '../payment-thunks';
import { useCardForm } from './use-card-form';

/**
 * The card form (spec part 2 §5 'Card'): holder, number (its brand shown as it is typed), expiry
 * MM/JJ and security code, filled by the browser or a password manager through the cc-*
 * autocomplete tokens. What is typed stays in this component and goes to the card payment
 * provider alone: never the store, the storage, a log or the address; a declined card keeps it
 * for another try, and a field the provider refuses shows the spec's message at that field.
 */
export function CardForm({
  submitLabel,
  sending,
  initialHolder = '',
  failure,
  failures,
  onPay,
}: {
  submitLabel: string;
  sending: boolean;
  /** The holder's name typed before the issuer's page (never the number or the code). */
  initialHolder?: string;
  failure: PaymentFailure | null;
  failures: number;
  onPay: (card: CardInput) => Promise<CardPayResult>;
}) {
  const { t } = useTranslation('payment');
  const id = useId();
  const { values, setValues, change, refs, shown, brand, submit } = useCardForm({
    sending,
    initialHolder,
    failure,
    failures,
    onPay,
  });

  const field = (
    name: CardField,
    extra: {
      autoComplete: string;
      inputMode?: 'numeric';
      maxLength?: number;
      placeholder?: string;
      hint?: string;
      onBlur?: () => void;
    },
  ) => {
    const error = shown[name];
    const describedBy =
      [extra.hint ? `${id}-${name}-hint` : null, error ? `${id}-${name}-error` : null].filter(Boolean).join(' ') ||
      undefined;
    return (
      <div className={`form-row${error ? ' form-row--error' : ''}`}>
        <label htmlFor={`${id}-${name}`} className="form-row__label">
          {t(`card.${name}`)}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id={`${id}-${name}`}
          ref={refs[name]}
          className="form-row__control"
          type="text"
          name={extra.autoComplete}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          maxLength={extra.maxLength}
          placeholder={extra.placeholder}
          spellCheck={false}
          autoCapitalize={name === 'holder' ? 'words' : 'off'}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={values[name]}
          onChange={(event) => change(name, event.target.value)}
          onBlur={extra.onBlur}
        />
        {extra.hint ? (
          <p id={`${id}-${name}-hint`} className="form-row__hint">
            {extra.hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-${name}-error`} className="form-row__error">
            {t(`card.error.${name}.${error}`)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate className="card-form" onSubmit={submit} aria-busy={sending || undefined}>
      <div className="card-form__accepted">
        <CardBrandMarks />
        <p className="form-row__hint">{t('card.accepted')}</p>
      </div>
      <SecureNote>{t('card.secure')}</SecureNote>
      {field('holder', { autoComplete: 'cc-name', maxLength: 60 })}
      {field('number', {
        autoComplete: 'cc-number',
        inputMode: 'numeric',
        maxLength: 23,
        hint: brand ? t('card.brand', { brand: CARD_BRAND_NAMES[brand] }) : undefined,
        onBlur: () => setValues((current) => ({ ...current, number: formatCardNumber(current.number) })),
      })}
      <div className="card-form__pair">
        {field('expiry', {
          autoComplete: 'cc-exp',
          inputMode: 'numeric',
          maxLength: 7,
          placeholder: t('card.expiryPlaceholder'),
        })}
        {field('cvc', {
          autoComplete: 'cc-csc',
          inputMode: 'numeric',
          maxLength: 4,
          hint: t('card.cvcHint', { count: cvcLengthOf(brand) }),
        })}
      </div>
      <div className="button-row">
        <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
          {sending ? t('pay.sending') : submitLabel}
        </button>
      </div>
    </form>
  );
}
