import type { Story } from '@ladle/react';
import { useTranslation } from 'react-i18next';
import { RatingStars } from '@/components/RatingStars';
import { CardBrandMarks } from '@/components/CardBrandMark';
import { SecureNote } from '@/components/SecureNote';
import { SalesContactLine } from '@/components/SalesContactLine';
import { Price } from '@/components/Price';
import { TopBar } from '@/components/TopBar';
import { CATALOGUE_CONTACT } from './catalogue-store';

export default { title: 'Trust marks and badges' };

/** The brand above every page: its mark and name, and the other languages. */
export const Brand: Story = () => <TopBar travelCode={null} hrefFor={(language) => `#${language}`} />;

/** The rating beside the title: stars filled to the average, with the count (one and many). */
export const Rating: Story = () => (
  <div className="catalogue__stack">
    <RatingStars stars={4.6} count={128} href="/r/GRP-ALPS" />
    <RatingStars stars={4} count={1} href="/r/GRP-ALPS" />
  </div>
);

/** The card networks' own marks, and the lock and the shield beside the payment and the submit. */
export const Payment: Story = () => {
  const { t } = useTranslation('checkout');
  return (
    <div className="catalogue__stack">
      <CardBrandMarks />
      <SecureNote>{t('payment.secure')}</SecureNote>
      <SecureNote icon="shield">
        {t('submit.protected')} <a href="#certificate">{t('faq.moneyProtection.certificate')} (PDF)</a>
      </SecureNote>
    </div>
  );
};

/** The sales team's phone and hours, where a person may hesitate. */
export const Contact: Story = () => {
  const { t } = useTranslation();
  return <SalesContactLine lead={t('priceOverview.contact')} contact={CATALOGUE_CONTACT} />;
};

/** A price, a price on request with its badge, and a reduction. */
export const Prices: Story = () => {
  const { t } = useTranslation();
  return (
    <div className="catalogue__stack">
      <Price value={2490} />
      <Price value={-1} />
      <span>
        {t('priceOverview.lines.flex')} <span className="badge badge--request">{t('price.onRequest')}</span>
      </span>
      <Price value={-150} amountOnly />
    </div>
  );
};
