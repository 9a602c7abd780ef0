import { shallowEqual } from 'react-redux';
import { useAppSelector, useAppSelectorWith } from '@/app/hooks';
import type { FlexVariant } from '@/domain/flex-variant';
import { selectOpenRefusals, selectSubmitError, SubmitErrorNotice } from '@/features/booking';
import { SUBMIT_ERROR_ID } from './use-submit-booking';

/** Why the last submit did not go through; the submit moves focus here. */
export function OverviewSubmitError({ flexVariant }: { flexVariant: FlexVariant }) {
  const error = useAppSelector(selectSubmitError);
  // A refusal lists what is still missing now: what the person fixed since leaves the list.
  const refusals = useAppSelectorWith(selectOpenRefusals, { now: new Date(), flexVariant }, shallowEqual);
  return (
    <div id={SUBMIT_ERROR_ID} tabIndex={-1} className="overview__error">
      {error?.kind === 'refused' ? (
        refusals.length > 0 ? (
          <SubmitErrorNotice error={{ ...error, refusals }} />
        ) : null
      ) : error ? (
        <SubmitErrorNotice error={error} />
      ) : null}
    </div>
  );
}
