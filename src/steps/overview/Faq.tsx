import { useTranslation } from 'react-i18next';
import { CERTIFICATE_URL } from '@/config/paths';
import { LazyModal, useModalPreload } from '@/components/LazyModal';
import { formatPrice } from '@/domain/format';
import { FAQ_FACTS } from '@/domain/faq';
import { FLEX_FACTS } from '@/domain/flex';

const FAQ_TOPICS = ['securePayment', 'moneyProtection', 'returnGuarantee', 'pricing', 'cancellation', 'flex'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** The FAQ of step 3 (spec part 2 §2 'FAQ overlays'): one button per topic, each opening its dialog; the flex tariff's only where it is offered. */
export function FaqLinks({ onOpen, flexOffered }: { onOpen: (topic: FaqTopic) => void; flexOffered: boolean }) {
  const { t } = useTranslation('checkout');
  const preload = useModalPreload();
  return (
    <section className="checkout-box faq" aria-labelledby="faq-title">
      <h3 id="faq-title" className="checkout-box__title">
        {t('faq.title')}
      </h3>
      <ul className="faq__list">
        {FAQ_TOPICS.filter((topic) => topic !== 'flex' || flexOffered).map((topic) => (
          <li key={topic}>
            <button
              type="button"
              className="button button--link"
              aria-haspopup="dialog"
              onClick={() => onOpen(topic)}
              {...preload}
            >
              {t(`faq.${topic}.title`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A FAQ topic's text with the spec's facts (the dialog and the explanations beside the terms read the same words). */
export function useFaqText(): (topic: FaqTopic) => string {
  const { t } = useTranslation('checkout');
  const euro = (value: number) => formatPrice(value, t('price.onRequest'));
  return (topic) =>
    ({
      securePayment: () => t('faq.securePayment.text'),
      moneyProtection: () => t('faq.moneyProtection.text', { weeks: FAQ_FACTS.insolvencyClaimWeeks }),
      returnGuarantee: () => t('faq.returnGuarantee.text'),
      pricing: () => t('faq.pricing.text'),
      cancellation: () =>
        t('faq.cancellation.text', {
          fee: euro(FAQ_FACTS.changeFeePerPerson),
          days: FAQ_FACTS.rebookingUntilDaysBefore,
          tolerance: FAQ_FACTS.rebookingPriceTolerancePercent,
          shortNotice: FAQ_FACTS.shortNoticeFromDays,
        }),
      flex: () =>
        t('faq.flex.text', {
          percent: FAQ_FACTS.flexPercent,
          days: FLEX_FACTS.freeUntilDaysBefore,
          refund: FLEX_FACTS.refundPercent,
          cruiseRefund: FLEX_FACTS.cruiseRefundPercent,
          cruiseDay: FLEX_FACTS.cruiseRefundFromDay,
          max: FLEX_FACTS.maxRefundPercent,
          feesFrom: FLEX_FACTS.feesFromDaysBefore,
        }),
    })[topic]();
}

/** One FAQ topic as an accessible dialog, with the spec's facts. */
export function FaqDialog({ topic, onClose }: { topic: FaqTopic; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  const text = useFaqText()(topic);
  return (
    <LazyModal title={t(`faq.${topic}.title`)} onClose={onClose} closeLabel={t('faq.close')}>
      <p>{text}</p>
      {topic === 'moneyProtection' ? (
        <p>
          <a href={CERTIFICATE_URL} target="_blank" rel="noopener noreferrer">
            {t('faq.moneyProtection.certificate')}
          </a>
        </p>
      ) : null}
    </LazyModal>
  );
}
