import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@/app/hooks';
import type { FlexVariant } from '@/domain/flex-variant';
import type { SubmitRefusal } from '@/domain/submit';
import { selectSubmitError, selectSubmitRefusals, SubmitErrorNotice } from '@/features/booking';
import { SUBMIT_ERROR_ID } from './use-submit-booking';

const NO_REFUSALS: SubmitRefusal[] = [];

/** Why the last submit did not go through; the submit moves focus here. */
export function OverviewSubmitError({ flexVariant }: { flexVariant: FlexVariant }) {
  const error = useAppSelector(selectSubmitError);
  // A refusal lists what is still missing now: what the person fixed since leaves the list.
  const refusals = useAppSelector(
    (state) =>
      error?.kind === 'refused' ? selectSubmitRefusals(state, { now: new Date(), flexVariant }) : NO_REFUSALS,
    shallowEqual,
  );
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
