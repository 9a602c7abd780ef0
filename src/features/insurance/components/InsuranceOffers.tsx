import { useTranslation } from 'react-i18next';
import type { InsuranceOffer } from '@/api/schemas/insurance';
import type { TariffCode } from './insurance-tariffs';
import { InsuranceOfferChoice } from './InsuranceOfferChoice';
import type { ShownOffer } from '../selectors';

const NONE = 'none';

interface InsuranceOffersProps {
  /** The box's id: the radio group's name and the intro that describes the choice derive from it. */
  id: string;
  offers: readonly ShownOffer[];
  /** The chosen tariff's offer id, if one is chosen. */
  chosenOfferId: string | null;
  declined: boolean;
  /** 'Keine Versicherung' is offered (the operator may hide it, spec part 2 §4). */
  optOut: boolean;
  onChoose: (offer: InsuranceOffer, tariff: TariffCode) => void;
  onDecline: () => void;
  /** An agency chooses for its client: the legend says whose cover it is. */
  forAgency?: boolean;
}

/** The offers to choose from, each with its tariffs, and 'no insurance' a choice of its own unless hidden. */
export function InsuranceOffers({
  id,
  offers,
  chosenOfferId,
  declined,
  optOut,
  onChoose,
  onDecline,
  forAgency = false,
}: InsuranceOffersProps) {
  const { t } = useTranslation('travellers');
  const selected = chosenOfferId ?? (declined && optOut ? NONE : null);
  return (
    <fieldset className="insurance__choice" aria-describedby={`${id}-intro`}>
      <legend className="form-row__label">{t(forAgency ? 'insurance.chooseAgency' : 'insurance.choose')}</legend>
      <ul className="insurance__offers">
        {offers.map((offer) => (
          <InsuranceOfferChoice
            key={offer.id}
            offer={offer}
            name={`${id}-offer`}
            selected={selected}
            onChoose={onChoose}
          />
        ))}
        {optOut ? (
          <li className="insurance-offer insurance-offer--none">
            <label className="insurance-tariff">
              <input type="radio" name={`${id}-offer`} value={NONE} checked={selected === NONE} onChange={onDecline} />
              <span className="insurance-tariff__name">{t('insurance.none')}</span>
            </label>
          </li>
        ) : null}
      </ul>
    </fieldset>
  );
}
