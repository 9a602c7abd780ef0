import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { DateNumberInput } from '@/components/DateNumberInput';
import { ownFlightDatesChanged } from '../../arrival-reducers';
import type { FareSearchForm } from '../../fare-selectors';
import { useFlightDateTexts } from '../use-flight-date-texts';

/** The fare search's travel dates, outbound and return, with their limits' messages. */
export function FareSearchDates({ form, showProblems }: { form: FareSearchForm; showProblems: boolean }) {
  const { t } = useTranslation(['flights', 'extras']);
  const dispatch = useAppDispatch();
  const dates = useFlightDateTexts(form.limits, form.problems);
  return (
    <div className="field-group">
      <DateNumberInput
        labels={dates.labels(t('extras:flight.outboundDate'))}
        value={form.outboundDate}
        forceErrors={showProblems}
        externalError={dates.error('outbound')}
        required
        onChange={(value) => dispatch(ownFlightDatesChanged({ outboundDate: value, inboundDate: form.inboundDate }))}
      />
      <DateNumberInput
        labels={dates.labels(t('extras:flight.inboundDate'))}
        value={form.inboundDate}
        forceErrors={showProblems}
        externalError={dates.error('inbound')}
        required
        onChange={(value) => dispatch(ownFlightDatesChanged({ outboundDate: form.outboundDate, inboundDate: value }))}
      />
    </div>
  );
}
