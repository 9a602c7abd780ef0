import { useTranslation } from 'react-i18next';
import type { DateNumberInputLabels } from '@/components/DateNumberInput';
import { formatDate } from '@/domain/format';
import type { FlightDateLimits, OwnDateError } from '@/domain/flight-control';

/**
 * The texts of the flight date fields (own dates and the fare search's dates): the field labels
 * and the message for a date outside its bounds, naming the bound (spec part 1 §5, part 2 §5).
 */
export function useFlightDateTexts(
  limits: FlightDateLimits | null,
  errors: { outbound?: OwnDateError; inbound?: OwnDateError },
) {
  const { t } = useTranslation('extras');
  const labels = (legend: string): DateNumberInputLabels => ({
    legend,
    day: t('flight.day'),
    month: t('flight.month'),
    year: t('flight.year'),
    placeholders: {
      day: t('flight.placeholders.day'),
      month: t('flight.placeholders.month'),
      year: t('flight.placeholders.year'),
    },
    error: (error, { maxDay }) => t(`flight.datesError.${error}`, { max: maxDay }),
    valid: t('flight.validDate'),
  });
  const error = (leg: 'outbound' | 'inbound') => {
    const problem = errors[leg];
    if (!problem || problem === 'required') return null;
    const limit = leg === 'outbound' ? limits?.outbound : limits?.inbound;
    return t(`flight.datesError.${problem}`, { date: formatDate(problem === 'tooEarly' ? limit?.min : limit?.max) });
  };
  return { labels, error };
}
