import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flight } from '@/api/schemas';
import { DateNumberInput } from '@/components/DateNumberInput';
import { fareWidgetPart } from '../parts';
import { IncludedFlights } from './IncludedFlights';
import { useFlightDateTexts } from './use-flight-date-texts';
import type { FlightOption } from '@/domain/flight-positions';
import type { OwnDateError } from '@/domain/flight-control';
import { CHOICE_IDS } from '@/lib/choice-ids';

interface FlightSectionProps {
  noFlight: boolean;
  options: readonly FlightOption<Flight>[];
  position: number | null;
  kind: 'fixed' | 'ownDates' | 'other';
  canOptOut: boolean;
  isOptIn: boolean;
  ownDates: { outbound: string | null; inbound: string | null } | null;
  dateErrors: { outbound?: OwnDateError; inbound?: OwnDateError };
  limits: { outbound: { min: string; max: string }; inbound: { min: string; max: string } } | null;
  bookingEnabled: boolean;
  detailsFollow: boolean;
  showErrors: boolean;
  onOwnArrival: (noFlight: boolean) => void;
  onOptInToggle: () => void;
  onPosition: (position: number) => void;
  onDates: (dates: { outboundDate: string | null; inboundDate: string | null }) => void;
}

/** The collapsible arrival and flight section of step 1 (spec part 1 §2, §4, §5). */
export function FlightSection(props: FlightSectionProps) {
  const { t } = useTranslation('extras');
  const id = useId();
  const { options, kind, ownDates, limits, dateErrors } = props;
  const dates = useFlightDateTexts(limits, dateErrors);
  return (
    <section id={CHOICE_IDS.flight} className="panel" aria-labelledby={`${id}-heading`}>
      <details open className="collapsible">
        <summary className="collapsible__summary">
          <h2 id={`${id}-heading`} className="panel__title collapsible__title">
            {t('flight.title')}
          </h2>
        </summary>
        {props.isOptIn ? (
          <div className="checkbox-row">
            <input
              id={`${id}-optin`}
              type="checkbox"
              checked={props.noFlight}
              onChange={props.onOptInToggle}
              aria-describedby={`${id}-optin-hint`}
            />
            <label htmlFor={`${id}-optin`}>{t('flight.optIn')}</label>
            <p id={`${id}-optin-hint`} className="form-row__hint checkbox-row__hint">
              {t('flight.optInHint')}
            </p>
          </div>
        ) : null}
        {props.canOptOut ? (
          <div className="checkbox-row">
            <input
              id={`${id}-own`}
              type="checkbox"
              checked={props.noFlight}
              onChange={(e) => props.onOwnArrival(e.target.checked)}
              aria-describedby={`${id}-own-hint`}
            />
            <label htmlFor={`${id}-own`}>{t('flight.ownArrival')}</label>
            <p id={`${id}-own-hint`} className="form-row__hint checkbox-row__hint">
              {t('flight.ownArrivalHint')}
            </p>
          </div>
        ) : null}
        {!props.noFlight && options.length > 0 ? (
          <IncludedFlights
            title={kind === 'fixed' ? t('flight.fixed') : t('flight.included')}
            options={options}
            position={props.position}
            onPosition={props.onPosition}
          />
        ) : null}
        {props.detailsFollow ? <p className="form__note">{t('flight.detailsFollow')}</p> : null}
        {ownDates ? (
          <>
            <h3 className="panel__subtitle">{t('flight.ownDates')}</h3>
            <div className="field-group">
              <DateNumberInput
                labels={dates.labels(t('flight.outboundDate'))}
                value={ownDates.outbound}
                required
                forceErrors={props.showErrors}
                externalError={dates.error('outbound')}
                onChange={(value) => props.onDates({ outboundDate: value, inboundDate: ownDates.inbound })}
              />
              <DateNumberInput
                labels={dates.labels(t('flight.inboundDate'))}
                value={ownDates.inbound}
                required
                forceErrors={props.showErrors}
                externalError={dates.error('inbound')}
                onChange={(value) => props.onDates({ outboundDate: ownDates.outbound, inboundDate: value })}
              />
            </div>
          </>
        ) : null}
        {props.bookingEnabled ? <fareWidgetPart.Part showErrors={props.showErrors} /> : null}
      </details>
    </section>
  );
}
