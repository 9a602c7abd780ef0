import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/domain/format';
import { cardBrandOf, type PaymentMethod } from '@/domain/payment';
import { CardBrandMark } from '@/components/CardBrandMark';
import { SecureNote } from '@/components/SecureNote';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ChoiceGroup } from '@/components/ChoiceGroup';
import {
  paymentMethodChosen,
  selectPaymentMethod,
  selectPaymentMethods,
  selectPaymentMissing,
} from '@/features/checkout';
import { selectTravelAgency } from '@/features/choices';

export const PAYMENT_CHOICE_ID = 'payment-choice';

/**
 * A method's mark: a card network's own acceptance mark for the cards (Visa Debit as Visa,
 * Mastercard Debit as Mastercard), a sign for the others. It carries no word a screen reader reads,
 * so the method's name is written and read once (not 'VISA Visa'); no third-party image is loaded.
 */
function methodMark(method: PaymentMethod): ReactNode {
  const brand = cardBrandOf(method);
  if (brand) return <CardBrandMark brand={brand} />;
  return method === 'INSTANT_TRANSFER' ? '⚡' : '€';
}

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
                <span
                  className={`payment-mark payment-mark--${cardBrandOf(method) ? 'card' : method.toLowerCase()}`}
                  aria-hidden="true"
                >
                  {methodMark(method)}
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
      {methods.some((method) => cardBrandOf(method) !== null) ? <SecureNote>{t('payment.secure')}</SecureNote> : null}
    </section>
  );
}
