import './fare-widget.css';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { useLaterFamily } from '@/lib/use-later-family';
import { selectAirportsFailed } from '../../airports-slice';
import { fareSearch } from '../../fare-search-slice';
import { selectFareSearchStatus, selectFlightRequested } from '../../fare-selectors';
import { FareDialog } from './FareDialog';
import { ChosenFlight } from './ChosenFlight';
import { FareSearchForm } from './FareSearchForm';
import { FlightTextsProvider } from './flight-texts';
import { RequestedFlight } from './RequestedFlight';
import { SearchingOverlay } from './SearchingOverlay';
import { useAirportGroups } from './use-airport-groups';
import { useFareWidget } from './use-fare-widget';

/**
 * The flight widget of step 1 (spec part 2 §2, §4): search form, searching overlay, fare dialog,
 * the chosen flight with change and remove, the expired offer, and the flight request. Its code
 * loads when the flight section offers flight booking.
 */
export default function FareWidget({ showErrors }: { showErrors: boolean }) {
  return (
    <FlightTextsProvider>
      <FareWidgetParts showErrors={showErrors} />
    </FlightTextsProvider>
  );
}

function FareWidgetParts({ showErrors }: { showErrors: boolean }) {
  const { t } = useTranslation(['flights', 'extras']);
  const ready = useLaterFamily('fareSearch', fareSearch.reducer);
  const status = useAppSelector(selectFareSearchStatus);
  const requested = useAppSelector(selectFlightRequested);
  const airportsFailed = useAppSelector(selectAirportsFailed);
  const { groups, airportName } = useAirportGroups();
  const widget = useFareWidget(showErrors);
  const { form, offer, chosen, offerExpired, dialogOpen } = widget;
  const { chosenHeading, formHeading, requestedNotice, expiredButton, searchButton } = widget.refs;

  if (!ready) return null;

  if (requested) {
    return (
      <RequestedFlight
        noticeRef={requestedNotice}
        airport={form.departureAirport ? airportName(form.departureAirport) : null}
        onCancel={widget.clearChoice}
      />
    );
  }

  const problems = form.problems;
  // The rule's generic words; the airport field says its own (its title) instead.
  const airportError =
    widget.showProblems && problems.airport === 'airportRequired'
      ? t('validation.requiredLabel', { label: t('search.airport') })
      : null;
  const searching = status === 'pending';
  const dialog =
    dialogOpen && offer ? (
      <FareDialog
        from={airportName(offer.search.departureAirport)}
        expired={offerExpired}
        onChoose={widget.choose}
        onClose={widget.closeDialog}
        onSearchAgain={widget.searchFromDialog}
        onRequest={widget.request}
        onOtherAirport={widget.otherAirport}
      />
    ) : null;
  const overlay = searching ? (
    <SearchingOverlay text={t('search.searching')} cancel={t('search.cancel')} onCancel={widget.abort} />
  ) : null;

  if (widget.expiredNotice && !chosen) {
    return (
      <div className="fare-widget">
        <div className="notice notice--error" role="alert">
          <p>{t('expired.text')}</p>
          <button type="button" ref={expiredButton} className="button button--primary" onClick={widget.searchAgain}>
            {t('expired.searchAgain')}
          </button>
        </div>
        {overlay}
        {dialog}
      </div>
    );
  }

  if (chosen && !widget.changing) {
    return (
      <div className="fare-widget">
        <ChosenFlight
          chosen={chosen}
          headingRef={chosenHeading}
          onChange={widget.changeChosen}
          onRemove={widget.clearChoice}
        />
        {overlay}
        {dialog}
      </div>
    );
  }

  return (
    <div className="fare-widget">
      <FareSearchForm
        form={form}
        groups={groups}
        airportsFailed={airportsFailed}
        airportError={airportError}
        showProblems={widget.showProblems}
        searching={searching}
        failed={status === 'failed'}
        canShowResults={!!offer && !offerExpired && !dialogOpen && offer.fares.length > 0}
        headingRef={formHeading}
        airportInputRef={widget.airportInputRef}
        searchButtonRef={searchButton}
        on={{
          airport: widget.airportChosen,
          search: widget.search,
          showResults: widget.openDialog,
          closeChange: widget.closeChange,
          request: widget.requestFromForm,
        }}
      />
      {overlay}
      {dialog}
    </div>
  );
}
