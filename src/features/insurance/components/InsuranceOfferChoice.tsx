import { useTranslation } from 'react-i18next';
import type { InsuranceOffer } from '@/api/schemas/insurance';
import { Price } from '@/components/Price';
import type { ShownOffer } from '../selectors';
import { TARIFFS, type TariffCode } from './insurance-tariffs';
import { OfferLinks } from './OfferLinks';

interface InsuranceOfferChoiceProps {
  offer: ShownOffer;
  /** The radio group's name, shared by all offers and 'no insurance'. */
  name: string;
  /** The chosen tariff's offer id, 'none' or null. */
  selected: string | null;
  onChoose: (offer: InsuranceOffer, tariff: TariffCode) => void;
}

/** One insurance offer: its name, services, its tariffs to choose with their prices, benefits and terms. */
export function InsuranceOfferChoice({ offer, name, selected, onChoose }: InsuranceOfferChoiceProps) {
  const { t } = useTranslation('travellers');
  return (
    <li className="insurance-offer">
      <h4 className="insurance-offer__name">
        {offer.name}
        {offer.year ? <span className="insurance-offer__badge">{t('insurance.annual')}</span> : null}
      </h4>
      {offer.services.length > 0 ? (
        <ul className="insurance-offer__services" aria-label={t('insurance.services', { name: offer.name })}>
          {offer.services.map((code) => (
            <li key={code}>{t(`insurance.service.${code}`)}</li>
          ))}
        </ul>
      ) : null}
      <div className="insurance-offer__tariffs">
        {TARIFFS.map((code) => {
          const tariff = offer.tariffs[code];
          if (!tariff) return null;
          return (
            <label key={code} className="insurance-tariff">
              <input
                type="radio"
                name={name}
                value={tariff.offerId}
                checked={selected === tariff.offerId}
                onChange={() => onChoose(offer, code)}
              />
              <span className="insurance-tariff__name">{t(`insurance.tariff.${code}`)}</span>
              <Price value={tariff.shownPrice} className="insurance-tariff__price" />
            </label>
          );
        })}
      </div>
      <OfferLinks offer={offer} />
    </li>
  );
}
