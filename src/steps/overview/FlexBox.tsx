import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelectorWith } from '@/app/hooks';
import { ChoiceGroup } from '@/components/ChoiceGroup';
import { formatPrice } from '@/domain/format';
import { FLEX_FACTS } from '@/domain/flex';
import type { FlexVariant } from '@/domain/flex-variant';
import { flexChosen, selectFlexOffer } from '@/features/checkout';

export const FLEX_BOX_ID = 'flex-box';

/**
 * The flex tariff (spec part 2 §4, §9) when the rules offer it: FLEX_RATE of the price (domain/flex). Variants A and B
 * ask 'choose' or 'no thanks' (A requires an answer and marks a missing one); C offers one tick.
 */
export function FlexBox({
  variant,
  showErrors,
  onMore,
}: {
  variant: FlexVariant;
  showErrors: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const dispatch = useAppDispatch();
  const offer = useAppSelectorWith(selectFlexOffer, variant);
  if (!offer.offered) return null;
  // The amount never breaks between the euro sign and the figure.
  const price = formatPrice(offer.price, t('price.onRequest'));
  const fee = formatPrice(FLEX_FACTS.changeFeePerPerson, t('price.onRequest'));
  const showError = showErrors && offer.error;
  const errorId = `${id}-error`;

  return (
    <section
      id={FLEX_BOX_ID}
      className={`checkout-box flex-box${showError ? ' checkout-box--error' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="checkout-box__title">
        {t('flex.title')} <span className="flex-box__price">{t('flex.price', { price })}</span>
      </h3>
      <p>{t('flex.text', { days: FLEX_FACTS.freeUntilDaysBefore, refund: FLEX_FACTS.refundPercent, fee })}</p>
      {variant === 'C' ? (
        <div className="checkbox-row">
          <input
            id={`${id}-add`}
            type="checkbox"
            checked={offer.chosen}
            onChange={(event) => dispatch(flexChosen(event.target.checked))}
          />
          <label htmlFor={`${id}-add`}>{t('flex.add', { price })}</label>
        </div>
      ) : (
        <ChoiceGroup
          className="flex-box__choice"
          errorId={errorId}
          legend={t('flex.question')}
          required={variant === 'A'}
          error={showError && t('flex.required')}
        >
          <label className="radio-row">
            <input
              type="radio"
              name={`${id}-flex`}
              checked={offer.answered && offer.chosen}
              onChange={() => dispatch(flexChosen(true))}
              required={variant === 'A'}
            />
            <span>{t('flex.yes', { price })}</span>
          </label>
          <label className="radio-row">
            <input
              type="radio"
              name={`${id}-flex`}
              checked={offer.answered && !offer.chosen}
              onChange={() => dispatch(flexChosen(false))}
            />
            <span>{t('flex.no')}</span>
          </label>
        </ChoiceGroup>
      )}
      <button type="button" className="button button--link" onClick={onMore}>
        {t('flex.more')}
      </button>
    </section>
  );
}
