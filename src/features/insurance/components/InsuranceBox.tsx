import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { LoadFailedNotice } from '@/components/LoadFailedNotice';
import { Spinner } from '@/components/Spinner';
import { isInsurancePriceOnRequest } from '@/domain/insurance';
import { selectInsuranceAgreementMissing } from '@/features/travellers';
import { selectInsuranceDeclined, selectInsuranceOptOutHidden, selectTravelAgency } from '@/features/choices';
import { InsuranceOffers } from './InsuranceOffers';
import { InsuranceTerms } from './InsuranceTerms';
import { useInsuranceContract } from './use-insurance-contract';
import { useInsuranceOffers } from './use-insurance-offers';
import './insurance-box.css';
import { CHOICE_IDS } from '@/lib/choice-ids';

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
  const { query, offerable, offers, shown, chosen, retry } = useInsuranceOffers();
  const agreementMissing = useAppSelector(selectInsuranceAgreementMissing);
  const declined = useAppSelector(selectInsuranceDeclined);
  const optOutHidden = useAppSelector(selectInsuranceOptOutHidden);
  // An agency books for a client: the trip insured is the client's, never the agency's own.
  const isAgency = useAppSelector(selectTravelAgency) !== null;
  const contract = useInsuranceContract();
  const missingAcceptance = showErrors && agreementMissing;
  // The retry's button goes with the failure it answers: the focus waits at the box's content.
  const content = useRef<HTMLDivElement>(null);
  const retryHere = () => {
    content.current?.focus();
    retry();
  };

  let body;
  if (!offerable) body = <p className="notice">{t('insurance.notOffered')}</p>;
  else if (!query) body = <p className="form__note">{t('insurance.waiting')}</p>;
  else if (offers.status === 'pending' && offers.data.length === 0) body = <Spinner label={t('insurance.loading')} />;
  else if (offers.status === 'failed')
    body = <LoadFailedNotice text={t('insurance.loadFailed')} failure={offers.error} onRetry={retryHere} />;
  else if (offers.data.length === 0) body = <p className="form__note">{t('insurance.noOffers')}</p>;
  else {
    body = (
      <InsuranceOffers
        id={id}
        offers={shown}
        chosenOfferId={chosen?.offerId ?? null}
        declined={declined}
        optOut={!optOutHidden}
        onChoose={contract.choose}
        onDecline={contract.decline}
        forAgency={isAgency}
      />
    );
  }

  return (
    <section id={CHOICE_IDS.insurance} className="panel insurance" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="panel__subtitle">
        {t('insurance.heading')}
      </h3>
      <p id={`${id}-intro`} className="form__note">
        {t(optOutHidden ? 'insurance.introRequired' : isAgency ? 'insurance.introAgency' : 'insurance.intro')}
      </p>
      <div ref={content} tabIndex={-1} className="insurance__content">
        {body}
      </div>
      {chosen && isInsurancePriceOnRequest(chosen.price) ? (
        <p className="notice" id="insurance-on-request">
          {t('insurance.onRequestChosen', { name: chosen.name })}
        </p>
      ) : null}
      {contract.reason ? (
        <p className="notice notice--error" role="alert">
          {t('insurance.refused', { reason: contract.reason })}
        </p>
      ) : null}
      {chosen && offerable ? (
        <InsuranceTerms
          chosen={chosen}
          missingAcceptance={missingAcceptance}
          pending={contract.pending}
          onAccept={(checked) => void contract.accept(checked)}
        />
      ) : null}
    </section>
  );
}
