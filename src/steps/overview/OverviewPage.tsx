import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '@/components/RouteLink';
import { useAppDispatch, useAppSelector, useAppSelectorWith } from '@/app/hooks';
import { paths } from '@/config/paths';
import { selectFlexOffer, VoucherForm } from '@/features/checkout';
import { selectSubmitKind } from '@/features/pricing';
import {
  bookingNoticesPart,
  noticesCleared,
  offerPrintPart,
  selectSubmitSending,
  selectVvi,
  shareOfferPart,
  vviDownloadPart,
} from '@/features/booking';
import { selectBookingNotices } from '@/features/choices';
import { BypassLink } from '@/components/BypassLink';
import { ConsentList } from './ConsentList';
import { FaqDialog, FaqLinks, type FaqTopic } from './Faq';
import { FLEX_BOX_ID, FlexBox } from './FlexBox';
import { OverviewActions, SubmitNote } from './OverviewActions';
import { OverviewSubmitError, PriceChangeNotice } from './OverviewSubmitError';
import { OverviewSummary } from './OverviewSummary';
import { PAYMENT_CHOICE_ID, PaymentChoice } from './PaymentChoice';
import { PriceSummary } from './PriceSummary';
import { SubmitOverlay } from './SubmitOverlay';
import { useInertWhile } from './use-inert-while';
import { useInsuranceOffers } from './use-insurance-offers';
import { useSubmitBooking, type SubmitOptions } from './use-submit-booking';
import { OVERVIEW_STEP_NAMESPACES } from '../step-namespaces';
import '@/styles/print.css';
import './overview.css';

export type OverviewPageProps = SubmitOptions;

/**
 * Step 3 'Übersicht' (spec part 2 §2-§9): everything booked with a link back to its step, the
 * prices and payment plan, the voucher, the flex tariff, the FAQ, the payment choice, the consents
 * and the submit whose label says what it does ('Jetzt anfragen', 'Jetzt zahlungspflichtig buchen').
 */
export default function OverviewPage(props: OverviewPageProps) {
  const { language, whitelabel, flexVariant = 'A' } = props;
  // Every text step 3 reads loads before it shows (the rooms' names are in 'extras').
  const { t } = useTranslation(OVERVIEW_STEP_NAMESPACES);
  const sending = useAppSelector(selectSubmitSending);
  const kind = useAppSelector(selectSubmitKind);
  const [faq, setFaq] = useState<FaqTopic | null>(null);
  const flexOffered = useAppSelectorWith(selectFlexOffer, flexVariant).offered;
  useInsuranceOffers();
  const vvi = useAppSelector(selectVvi);
  const dispatch = useAppDispatch();
  // What a late reply changed while the page was open (a room gone, prices of today) is said here too.
  const notices = useAppSelector(selectBookingNotices);
  const { submit, submitting, showErrors, confirmedHere, priceChange, pricesUnavailable, refreshing, unsettled } =
    useSubmitBooking(props);
  const busy = sending || submitting;
  // While the booking is sent, or its answer is outstanding, nothing on the page can be changed or clicked again.
  const content = useInertWhile<HTMLDivElement>(busy || unsettled);

  if (confirmedHere) {
    return (
      <section className="panel" aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="panel__title" tabIndex={-1}>
          {t('booking:submit.receivedTitle')}
        </h2>
        <p role="status">{t('booking:submit.receivedText')}</p>
      </section>
    );
  }

  return (
    <section className="panel overview" aria-labelledby="overview-heading" aria-busy={busy || undefined}>
      <div className="overview__content" ref={content}>
        <h2 id="overview-heading" className="panel__title">
          {t('title')}
        </h2>
        <p className="form__note">{t('intro')}</p>
        {notices.length > 0 ? (
          <bookingNoticesPart.Part notices={notices} onDismiss={() => dispatch(noticesCleared())} />
        ) : null}
        {/* Past the summary, the voucher and the questions to what is still to decide, in one press. */}
        <BypassLink
          label={t('skipToDecisions')}
          targets={[`#${FLEX_BOX_ID} input`, `#${PAYMENT_CHOICE_ID} input`, '#consent-gtc']}
        />
        <div className="overview__offer-tools">
          <offerPrintPart.Part />
          <shareOfferPart.Part language={language} />
        </div>
        <OverviewSummary />
        <PriceSummary />
        <VoucherForm />
        <FaqLinks onOpen={setFaq} flexOffered={flexOffered} />
        <FlexBox variant={flexVariant} showErrors={showErrors} onMore={() => setFaq('flex')} />
        <PaymentChoice showErrors={showErrors} />
        <ConsentList language={language} showErrors={showErrors} />
        {/* An agency that may generate the VVI prints it here as well, with everything entered. */}
        {vvi.shown ? (
          <vviDownloadPart.Part needsRoom={vvi.needsRoom} language={language} whitelabel={whitelabel} />
        ) : null}
        <SubmitNote kind={kind} />
        <PriceChangeNotice change={priceChange} unavailable={pricesUnavailable} refreshing={refreshing} />
        <OverviewSubmitError flexVariant={flexVariant} />
        <p className="overview__back">
          <RouteLink to={paths.user.href()} className="button">
            {t('common.back')}
          </RouteLink>
        </p>
        <OverviewActions busy={busy} onSubmit={() => void submit()} />
      </div>
      <SubmitOverlay busy={busy} unsettled={unsettled} onAsk={() => void submit()} />
      {faq ? <FaqDialog topic={faq} onClose={() => setFaq(null)} /> : null}
    </section>
  );
}
