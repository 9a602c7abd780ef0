import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useLaterFamily } from '@/lib/use-later-family';
import type { InsuranceOffer } from '@/api/schemas/insurance';
import type { SerializedApiError } from '@/api/errors';
import { LoadFailedNotice } from '@/components/LoadFailedNotice';
import { Price } from '@/components/Price';
import { Spinner } from '@/components/Spinner';
import { insurancePriceShown, isInsurancePriceOnRequest } from '@/domain/insurance';
import {
  insuranceChosen,
  insuranceDeclined,
  insuranceTermsWithdrawn,
  selectInsurance,
  selectInsuranceAgb,
  selectInsuranceAgreementMissing,
  selectInsuranceDeclined,
  selectTravelAgency,
} from '@/features/booking';
import { insurance } from '../insurance-slice';
import { acceptInsuranceTerms } from '../insurance-thunks';
import { selectInsuranceOfferable, selectInsuranceOffers, selectInsuranceQuery } from '../selectors';
import './insurance-box.css';

const TARIFFS = ['D', 'O'] as const;

/** The offer's benefits and terms (the tariffs share them; the first tariff that has one). */
function OfferLinks({ offer }: { offer: InsuranceOffer }) {
  const { t } = useTranslation('travellers');
  const tariffs = [offer.tariffs.D, offer.tariffs.O];
  const benefits = tariffs.find((tariff) => tariff?.benefits)?.benefits;
  const terms = tariffs.find((tariff) => tariff?.agb)?.agb;
  if (!benefits && !terms) return null;
  return (
    <p className="insurance-offer__links">
      {benefits ? (
        <a href={benefits} target="_blank" rel="noopener noreferrer">
          {t('insurance.benefits', { name: offer.name })}
        </a>
      ) : null}
      {terms ? (
        <a href={terms} target="_blank" rel="noopener noreferrer">
          {t('insurance.terms', { name: offer.name })}
        </a>
      ) : null}
    </p>
  );
}
const NONE = 'none';

export interface InsuranceBoxProps {
  /** A try to leave step 2 failed: a missing acceptance shows its message. */
  showErrors: boolean;
}

/**
 * The travel insurance of step 2 (spec part 2 §3-§5, §8): the offers for this trip and party,
 * loaded once start, end, price, countries and a birthday are known, and again when they change;
 * each with its services, its tariffs with and without deductible and their prices, benefits and
 * terms; 'no insurance' a choice of its own, nothing chosen beforehand. Choosing resets the terms;
 * accepting them loads the pre-contract and shows its terms link; a refusal says why.
 */
export function InsuranceBox({ showErrors }: InsuranceBoxProps) {
  const { t } = useTranslation('travellers');
  const id = useId();
  const dispatch = useAppDispatch();
  // The offers' family joins the store with the box.
  const ready = useLaterFamily('insurance', insurance.reducer);
  const query = useAppSelector(selectInsuranceQuery);
  const offerable = useAppSelector(selectInsuranceOfferable);
  const offers = useAppSelector(selectInsuranceOffers);
  const chosen = useAppSelector(selectInsurance);
  const accepted = useAppSelector(selectInsuranceAgb);
  const isAgency = useAppSelector(selectTravelAgency) !== null;
  const agreementMissing = useAppSelector(selectInsuranceAgreementMissing);
  const declined = useAppSelector(selectInsuranceDeclined);
  const [contract, setContract] = useState<
    { status: 'idle' | 'pending' } | { status: 'failed'; error: SerializedApiError }
  >({ status: 'idle' });

  // Loaded when the facts are known, again when they change (a birthday completed, the price).
  const key = query ? JSON.stringify(query) : null;
  useEffect(() => {
    if (ready && query) void dispatch(insurance.fetch(query));
    // (The key stands for the query's content.)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready, dispatch]);
  // A country without insurance clears the choice (spec part 2 §5 'otherwise offers are cleared').
  useEffect(() => {
    if (!offerable && chosen) dispatch(insuranceChosen(null));
  }, [offerable, chosen, dispatch]);

  const choose = (offer: InsuranceOffer, tariff: (typeof TARIFFS)[number]) => {
    const chosenTariff = offer.tariffs[tariff];
    if (!chosenTariff) return;
    setContract({ status: 'idle' });
    // The insurer's price as offered; whether it is shown, charged and sent or on request the selectors decide.
    dispatch(
      insuranceChosen({
        offerId: chosenTariff.offerId,
        name: `${offer.name} ${t(`insurance.tariff.${tariff}`)}`,
        price: chosenTariff.price,
        preContractId: null,
        code: offer.id,
        tourId: null,
        termsUrl: null,
      }),
    );
  };
  const accept = async (checked: boolean) => {
    if (!checked) {
      dispatch(insuranceTermsWithdrawn());
      return;
    }
    setContract({ status: 'pending' });
    const result = await dispatch(acceptInsuranceTerms());
    setContract(
      acceptInsuranceTerms.rejected.match(result) && result.payload
        ? { status: 'failed', error: result.payload }
        : { status: 'idle' },
    );
  };

  const reason =
    contract.status === 'failed'
      ? contract.error.serverText && contract.error.message.trim()
        ? contract.error.message
        : t('insurance.unknownReason')
      : null;
  const missingAcceptance = showErrors && agreementMissing;
  const selected = chosen?.offerId ?? (declined ? NONE : null);

  let body;
  if (!offerable) body = <p className="notice">{t('insurance.notOffered')}</p>;
  else if (!query) body = <p className="form__note">{t('insurance.waiting')}</p>;
  else if (offers.status === 'pending' && offers.data.length === 0) body = <Spinner label={t('insurance.loading')} />;
  else if (offers.status === 'failed')
    body = <LoadFailedNotice text={t('insurance.loadFailed')} onRetry={() => void dispatch(insurance.fetch(query))} />;
  else if (offers.data.length === 0) body = <p className="form__note">{t('insurance.noOffers')}</p>;
  else {
    body = (
      <fieldset className="insurance__choice" aria-describedby={`${id}-intro`}>
        <legend className="form-row__label">{t('insurance.choose')}</legend>
        <ul className="insurance__offers">
          {offers.data.map((offer) => (
            <li key={offer.id} className="insurance-offer">
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
                        name={`${id}-offer`}
                        value={tariff.offerId}
                        checked={selected === tariff.offerId}
                        onChange={() => choose(offer, code)}
                      />
                      <span className="insurance-tariff__name">{t(`insurance.tariff.${code}`)}</span>
                      <Price value={insurancePriceShown(tariff.price)} className="insurance-tariff__price" />
                    </label>
                  );
                })}
              </div>
              <OfferLinks offer={offer} />
            </li>
          ))}
          <li className="insurance-offer insurance-offer--none">
            <label className="insurance-tariff">
              <input
                type="radio"
                name={`${id}-offer`}
                value={NONE}
                checked={selected === NONE}
                onChange={() => {
                  setContract({ status: 'idle' });
                  dispatch(insuranceDeclined());
                }}
              />
              <span className="insurance-tariff__name">{t('insurance.none')}</span>
            </label>
          </li>
        </ul>
      </fieldset>
    );
  }

  return (
    <section className="panel insurance" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="panel__subtitle">
        {t('insurance.heading')}
      </h3>
      <p id={`${id}-intro`} className="form__note">
        {t('insurance.intro')}
      </p>
      {body}
      {chosen && isInsurancePriceOnRequest(chosen.price) ? (
        <p className="notice" id="insurance-on-request">
          {t('insurance.onRequestChosen', { name: chosen.name })}
        </p>
      ) : null}
      {reason ? (
        <p className="notice notice--error" role="alert">
          {t('insurance.refused', { reason })}
        </p>
      ) : null}
      {chosen && offerable ? (
        <div className={`insurance__terms${missingAcceptance ? ' form-row--error' : ''}`}>
          <div className="checkbox-row">
            <input
              id="insurance-terms"
              type="checkbox"
              checked={accepted || contract.status === 'pending'}
              disabled={contract.status === 'pending'}
              aria-invalid={missingAcceptance ? true : undefined}
              aria-describedby={missingAcceptance ? 'insurance-terms-error' : undefined}
              onChange={(event) => void accept(event.target.checked)}
            />
            <label htmlFor="insurance-terms">
              {t('insurance.accept', { name: chosen.name })}
              {isAgency ? null : <span aria-hidden="true"> *</span>}
            </label>
          </div>
          {contract.status === 'pending' ? (
            <p className="form__note" role="status">
              {t('insurance.preContractLoading')}
            </p>
          ) : null}
          {accepted && chosen.termsUrl ? (
            <p>
              <a href={chosen.termsUrl} target="_blank" rel="noopener noreferrer">
                {t('insurance.preContractTerms')}
              </a>
            </p>
          ) : null}
          {missingAcceptance ? (
            <p id="insurance-terms-error" className="form-row__error">
              {t('insurance.acceptRequired')}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
