import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useLaterFamily } from '@/lib/use-later-family';
import { Price } from '@/components/Price';
import type { Language } from '@/config/page-config';
import { paths } from '@/config/paths';
import type { FlexVariant } from '@/domain/flex-variant';
import { REQUEST_ANSWER_WORKING_DAYS } from '@/domain/on-request';
import type { SubmitRefusal } from '@/domain/submit';
import {
  selectFlexOffer,
  selectIsMarkedOnRequest,
  selectSubmitError,
  selectSubmitKind,
  selectSubmitRefusals,
  selectSubmitSending,
  selectTotals,
  selectVvi,
  SubmitErrorNotice,
  vviDownloadPart,
} from '@/features/booking';
import { insurance, selectInsuranceOffers, selectInsuranceQuery } from '@/features/insurance';
import { VoucherForm } from '@/features/vouchers';
import { ConsentList } from './ConsentList';
import { FaqDialog, FaqLinks, type FaqTopic } from './Faq';
import { FlexBox } from './FlexBox';
import { OverviewSummary } from './OverviewSummary';
import { PaymentChoice } from './PaymentChoice';
import { PriceSummary } from './PriceSummary';
import { SUBMIT_ERROR_ID, useSubmitBooking } from './use-submit-booking';
import './overview.css';

const NO_REFUSALS: SubmitRefusal[] = [];

export interface OverviewPageProps {
  language: Language;
  whitelabel: string | null;
  flexVariant?: FlexVariant;
  paymentHosts?: readonly string[];
  onSubmitted: (url: string) => void;
  onBooked?: () => void;
  onSaving?: () => Promise<unknown>;
}

/**
 * The insurance offers step 3 decides on: after a reload straight onto step 3 they are loaded
 * again, so the 'choose your cover' rule holds whatever route led here.
 */
function useInsuranceOffers() {
  const dispatch = useAppDispatch();
  const ready = useLaterFamily('insurance', insurance.reducer);
  const query = useAppSelector(selectInsuranceQuery);
  const offers = useAppSelector(selectInsuranceOffers);
  useEffect(() => {
    if (ready && query && offers.status === 'idle') void dispatch(insurance.fetch(query));
  }, [ready, query, offers.status, dispatch]);
}

/**
 * Step 3 'Übersicht' (spec part 2 §2-§9): everything booked with a link back to its step, the
 * prices and payment plan, the voucher, the flex tariff, the FAQ, the payment choice, the consents
 * and the submit whose label says what it does ('Jetzt anfragen', 'Jetzt zahlungspflichtig buchen').
 */
export default function OverviewPage({
  language,
  whitelabel,
  flexVariant = 'A',
  paymentHosts = [],
  onSubmitted,
  onBooked,
  onSaving,
}: OverviewPageProps) {
  // Every text step 3 reads loads before it shows (the rooms' names are in 'extras').
  const { t } = useTranslation(['checkout', 'booking', 'extras', 'travellers', 'errors']);
  const error = useAppSelector(selectSubmitError);
  const sending = useAppSelector(selectSubmitSending);
  const kind = useAppSelector(selectSubmitKind);
  const totals = useAppSelector(selectTotals);
  const marked = useAppSelector(selectIsMarkedOnRequest);
  // A refusal lists what is still missing now: what the person fixed since leaves the list.
  const refusals = useAppSelector(
    (state) =>
      error?.kind === 'refused' ? selectSubmitRefusals(state, { now: new Date(), flexVariant }) : NO_REFUSALS,
    shallowEqual,
  );
  const [faq, setFaq] = useState<FaqTopic | null>(null);
  const flexOffered = useAppSelector((state) => selectFlexOffer(state, flexVariant).offered);
  useInsuranceOffers();
  const vvi = useAppSelector(selectVvi);
  const { submit, submitting, showErrors, confirmedHere } = useSubmitBooking({
    language,
    whitelabel,
    flexVariant,
    paymentHosts,
    onSaving,
    onBooked,
    onSubmitted,
  });
  const busy = sending || submitting;
  // While the booking is sent nothing on the page can be changed or clicked again. React 18 has no
  // `inert` prop: the attribute is set on the element before the browser paints.
  const content = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    content.current?.toggleAttribute('inert', busy);
  }, [busy]);

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
        {kind === 'request' ? (
          <p className="form__note">{t('submit.requestNote', REQUEST_ANSWER_WORKING_DAYS)}</p>
        ) : null}
        <div id={SUBMIT_ERROR_ID} tabIndex={-1} className="overview__error">
          {error?.kind === 'refused' ? (
            refusals.length > 0 ? (
              <SubmitErrorNotice error={{ ...error, refusals }} />
            ) : null
          ) : error ? (
            <SubmitErrorNotice error={error} />
          ) : null}
        </div>
        <p className="overview__back">
          <Link to={paths.user.href()} className="button">
            {t('common.back')}
          </Link>
        </p>
        <div className="overview__actions">
          <p className="overview__total">
            <span className="overview__total-label">{t('prices.total')}</span>{' '}
            <strong>
              <Price value={totals.totalPrice} />
              {marked ? ' *' : ''}
            </strong>
          </p>
          <button
            type="button"
            className="button button--primary overview__submit"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) void submit();
            }}
          >
            {t(kind === 'request' ? 'submit.request' : 'submit.book')}
          </button>
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {busy ? t('submit.checking') : ''}
      </p>
      {busy ? (
        <div className="submit-overlay" data-testid="submit-overlay">
          <div className="submit-overlay__box">
            <span className="spinner__circle" aria-hidden="true" />
            <p aria-hidden="true">{t('submit.checking')}</p>
          </div>
        </div>
      ) : null}
      {faq ? <FaqDialog topic={faq} onClose={() => setFaq(null)} /> : null}
    </section>
  );
}
