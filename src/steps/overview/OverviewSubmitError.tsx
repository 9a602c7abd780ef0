import { shallowEqual } from 'react-redux';
import { useAppSelector, useAppSelectorWith } from '@/app/hooks';
import type { FlexVariant } from '@/domain/flex-variant';
import { selectOpenRefusals, selectSubmitError, selectSubmitFailure, SubmitErrorNotice } from '@/features/booking';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/domain/format';
import { selectLoggedInAs } from '@/features/choices';
import { PRICE_CHANGE_ID, SUBMIT_ERROR_ID, type PriceChange } from './use-submit-booking';

/** Why the last submit did not go through; the submit moves focus here. */
export function OverviewSubmitError({ flexVariant }: { flexVariant: FlexVariant }) {
  const error = useAppSelector(selectSubmitError);
  // No answer came: the box over the page says so and asks again; one message, not two.
  const failure = useAppSelector(selectSubmitFailure);
  const unanswered = failure === 'unknown';
  const loggedInAs = useAppSelector(selectLoggedInAs);
  const { t } = useTranslation('booking');
  // A refusal lists what is still missing now: what the person fixed since leaves the list.
  const refusals = useAppSelectorWith(selectOpenRefusals, { now: new Date(), flexVariant }, shallowEqual);
  return (
    <div id={SUBMIT_ERROR_ID} tabIndex={-1} className="overview__error">
      {error?.kind === 'refused' ? (
        refusals.length > 0 ? (
          <SubmitErrorNotice error={{ ...error, refusals }} />
        ) : null
      ) : failure === 'loggedOut' && loggedInAs !== null ? (
        // The server's word for a 401 ('Unauthorized') tells a person nothing: what happened and what to do.
        <p className="notice notice--error" role="alert">
          {t(loggedInAs === 'agency' ? 'loginEnded.atSubmitAgency' : 'loginEnded.atSubmit')}
        </p>
      ) : error && !unanswered ? (
        <SubmitErrorNotice error={error} />
      ) : null}
    </div>
  );
}

/**
 * The prices asked for again (step 3 opened late, a late submit): while they come, that they are
 * being brought up to date; a changed total with the old and the new figure, beside the total and
 * before anything is sent.
 */
export function PriceChangeNotice({
  change,
  unavailable = false,
  refreshing,
}: {
  change: PriceChange | null;
  /** The server refused a changed price and the prices of now could not be asked for: nothing goes until they are. */
  unavailable?: boolean;
  refreshing: boolean;
}) {
  const { t } = useTranslation('booking');
  return (
    <div id={PRICE_CHANGE_ID} tabIndex={-1} className="overview__error">
      {refreshing ? <p role="status">{t('submit.refreshingPrices')}</p> : null}
      {unavailable && !refreshing ? (
        <p className="notice notice--warning" role="alert">
          {t('submit.pricesUnavailable')}
        </p>
      ) : null}
      {change && !refreshing ? (
        <p className="notice notice--warning" role="alert">
          {t(change.after === change.before ? 'submit.priceUnchanged' : 'submit.priceChanged', {
            before: formatPrice(change.before, ''),
            after: formatPrice(change.after, ''),
          })}
        </p>
      ) : null}
    </div>
  );
}
