import { useTranslation } from 'react-i18next';
import type { InsuranceOffer } from '@/api/schemas/insurance';

/**
 * The offer's benefits and terms (the tariffs share them; the first tariff that has one), side by
 * side as 'Leistungen' and 'Bedingungen'; each link's name says whose ('Leistungen von
 * Reiserücktritt'), beginning with the words it shows (WCAG 2.5.3).
 */
export function OfferLinks({ offer }: { offer: InsuranceOffer }) {
  const { t } = useTranslation('travellers');
  const tariffs = [offer.tariffs.D, offer.tariffs.O];
  const benefits = tariffs.find((tariff) => tariff?.benefits)?.benefits;
  const terms = tariffs.find((tariff) => tariff?.agb)?.agb;
  if (!benefits && !terms) return null;
  return (
    <p className="insurance-offer__links">
      {benefits ? (
        <a
          href={benefits}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('insurance.benefits', { name: offer.name })}
        >
          {t('insurance.benefitsShort')}
        </a>
      ) : null}
      {terms ? (
        <a
          href={terms}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('insurance.terms', { name: offer.name })}
        >
          {t('insurance.termsShort')}
        </a>
      ) : null}
    </p>
  );
}
