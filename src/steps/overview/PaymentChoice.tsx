import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/domain/format';
import type { PaymentMethod } from '@/domain/payment';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ChoiceGroup } from '@/components/ChoiceGroup';
import {
  paymentMethodChosen,
  selectPaymentMethod,
  selectPaymentMethods,
  selectPaymentMissing,
} from '@/features/checkout';
import { selectTravelAgency } from '@/features/draft';

export const PAYMENT_CHOICE_ID = 'payment-choice';

/**
 * A method's mark in the brand's colours: a card for the cards, a sign for the others. It carries
 * no word, so the method's name is written and read once (not 'VISA Visa'); no
 * third-party image is loaded.
 */
const CARD_MARK = (
  <svg viewBox="0 0 24 16" width="24" height="16" focusable="false">
    <rect x="0.5" y="0.5" width="23" height="15" rx="2" fill="none" stroke="currentColor" />
    <rect x="0.5" y="3.5" width="23" height="3" fill="currentColor" />
  </svg>
);
const MARK: Record<PaymentMethod, ReactNode> = {
  VISA: CARD_MARK,
  MASTERCARD: CARD_MARK,
  DINERS: CARD_MARK,
  VISA_DEBIT: CARD_MARK,
  MASTERCARD_DEBIT: CARD_MARK,
  MAESTRO: CARD_MARK,
  INSTANT_TRANSFER: '⚡',
  BILL: '€',
};

/**
 * How to pay (spec part 2 §6, §9): the methods with their names and marks; none for an agency
 * or a request (a note says why); the invoice alone at a total of zero.
 */
export function PaymentChoice({ showErrors }: { showErrors: boolean }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const dispatch = useAppDispatch();
  const methods = useAppSelector(selectPaymentMethods);
  const chosen = useAppSelector(selectPaymentMethod);
  const missing = useAppSelector(selectPaymentMissing);
  const agency = useAppSelector(selectTravelAgency);
  const showError = showErrors && missing;
  const errorId = `${id}-error`;

  let body;
  if (methods.length === 0)
    body = (
      <p className="form__note">
        {t(agency === null ? 'payment.request' : agency.paymentDirect ? 'payment.agencyDirect' : 'payment.agency')}
      </p>
    );
  else if (methods.length === 1 && methods[0] === 'BILL')
    body = <p className="form__note">{t('payment.zero', { total: formatPrice(0, t('price.onRequest')) })}</p>;
  else {
    body = (
      <ChoiceGroup
        className="payment-choice"
        errorId={errorId}
        legend={t('payment.choose')}
        required
        error={showError && t('payment.required')}
      >
        <ul className="payment-choice__list">
          {methods.map((method) => (
            <li key={method}>
              <label className={`payment-method${chosen === method ? ' payment-method--chosen' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={method}
                  checked={chosen === method}
                  required
                  onChange={() => dispatch(paymentMethodChosen(method))}
                />
                <span className={`payment-mark payment-mark--${method.toLowerCase()}`} aria-hidden="true">
                  {MARK[method]}
                </span>
                <span className="payment-method__name">{t(`payment.method.${method}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </ChoiceGroup>
    );
  }
  return (
    <section
      id={PAYMENT_CHOICE_ID}
      className={`checkout-box${showError ? ' checkout-box--error' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="checkout-box__title">
        {t('payment.title')}
      </h3>
      {body}
      {methods.length > 1 ? <p className="form__note">{t('payment.secure')}</p> : null}
    </section>
  );
}
