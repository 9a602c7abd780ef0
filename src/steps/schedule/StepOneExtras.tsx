import { useTranslation } from 'react-i18next';
import { BypassLink } from '@/components/BypassLink';
import { WAY_ON_ID } from '@/features/pricing';
import { useAppDispatch, useAppSelector, useAppSelectorWith } from '@/app/hooks';
import { selectFailure } from '@/lib/request-phases';
import {
  dogsChanged,
  equipmentDetailsChanged,
  extensionChosen,
  serviceToggled,
  accommodations,
  equipment,
  selectEquipmentFailed,
  selectExtensionsFailed,
  selectUpgradesFailed,
  upgrades,
  selectDogRows,
  selectEquipmentLeftOut,
  selectEquipmentRows,
  selectServicesBox,
  DogSelector,
  EquipmentList,
  OptionalServicesBox,
} from '@/features/extras';
import {
  flightPositionChosen,
  flightUpgradeChosen,
  optInToggled,
  ownArrivalChosen,
  ownFlightDatesChanged,
  selectFlightDateLimits,
  selectOwnFlightDateErrors,
  FlightSection,
  FlightUpgradeChooser,
  flights,
  selectFlightPanel,
  selectFlightsMissing,
  selectTravelsByFlight,
} from '@/features/arrival';
import { selectFlightUpgrade } from '@/features/choices';
import { LoadFailedNotice } from '@/components/LoadFailedNotice';
import { withNights } from '@/domain/extensions';
import { selectTravel } from '@/features/travel';
import { StepOneChoices } from './StepOneChoices';
import { RequestReasons, TakenBackNotice, useChoiceOnArrival } from '@/features/booking';

/** Where each change is made: what its rules take back is said there. */
const EXTENSION_CAUSES = ['extensions'] as const;
const ARRIVAL_CAUSES = ['arrival'] as const;

/**
 * The parts of step 1 that follow the date (spec part 1 §2, in order): optional services and
 * extensions, equipment, dogs, transfers, rail and fly, the flight upgrade. Loaded once a date is chosen.
 */
export default function StepOneExtras({ showErrors }: { showErrors: boolean }) {
  const { t } = useTranslation('extras');
  const dispatch = useAppDispatch();
  const travel = useAppSelector(selectTravel);
  const services = useAppSelector(selectServicesBox);
  const upgradesFailed = useAppSelector(selectUpgradesFailed);
  const extensionsFailed = useAppSelector(selectExtensionsFailed);
  const equipmentRows = useAppSelector(selectEquipmentRows);
  const equipmentFailed = useAppSelector(selectEquipmentFailed);
  const equipmentLeftOut = useAppSelector(selectEquipmentLeftOut);
  const dogRows = useAppSelector(selectDogRows);
  const showsFlightUpgrade = useAppSelector(selectTravelsByFlight);
  const flightUpgrade = useAppSelector(selectFlightUpgrade);
  const flight = useAppSelector(selectFlightPanel);
  const flightsMissing = useAppSelector(selectFlightsMissing);
  const dateErrors = useAppSelector(selectOwnFlightDateErrors);
  const limits = useAppSelector(selectFlightDateLimits);
  const code = travel?.code ?? '';
  const upgradesFailure = useAppSelectorWith(selectFailure, 'upgrades');
  const extensionsFailure = useAppSelectorWith(selectFailure, 'accommodations');
  const flightsFailure = useAppSelectorWith(selectFailure, 'flights');
  const equipmentFailure = useAppSelectorWith(selectFailure, 'equipment');
  useChoiceOnArrival();

  return (
    <>
      {/* The extras are many controls, all optional: a keyboard goes past them to the way on in one press. */}
      <BypassLink
        label={t('translation:stepOne.skipExtras')}
        targets={[`#${WAY_ON_ID} > button`, '.step-end button']}
      />
      {upgradesFailed ? (
        <LoadFailedNotice
          text={t('services.loadFailed')}
          failure={upgradesFailure}
          onRetry={() => void dispatch(upgrades.fetch(code))}
        />
      ) : null}
      {extensionsFailed ? (
        <LoadFailedNotice
          text={t('extensions.loadFailed')}
          failure={extensionsFailure}
          onRetry={() => void dispatch(accommodations.fetch(code))}
        />
      ) : null}
      <TakenBackNotice causes={EXTENSION_CAUSES} />
      {services.shown ? (
        <OptionalServicesBox
          compulsory={services.compulsory}
          optional={services.optional}
          extensions={services.extensions}
          partnerWording={services.partnerWording}
          extensionsBlocked={services.extensionsBlocked}
          leftOut={services.leftOut}
          onToggleUpgrade={(entry) => dispatch(serviceToggled({ list: 'upgrades', entry }))}
          onNights={(extension, nights) => dispatch(extensionChosen(withNights(extension, nights)))}
        />
      ) : null}
      {flightsMissing ? (
        <LoadFailedNotice
          text={t('flight.loadFailed')}
          failure={flightsFailure}
          onRetry={() => void dispatch(flights.fetch(code))}
        />
      ) : null}
      <TakenBackNotice causes={ARRIVAL_CAUSES} />
      {flight.shown ? (
        <FlightSection
          {...flight}
          dateErrors={dateErrors}
          limits={limits}
          showErrors={showErrors}
          onOwnArrival={(noFlight) => dispatch(ownArrivalChosen(noFlight))}
          onOptInToggle={() => dispatch(optInToggled())}
          onPosition={(position) => dispatch(flightPositionChosen(position))}
          onDates={(dates) => dispatch(ownFlightDatesChanged(dates))}
        />
      ) : null}
      {equipmentFailed ? (
        <LoadFailedNotice
          text={t('equipment.loadFailed')}
          failure={equipmentFailure}
          onRetry={() => void dispatch(equipment.fetch(code))}
        />
      ) : null}
      {equipmentRows.length > 0 || equipmentLeftOut ? (
        <EquipmentList
          rows={equipmentRows}
          showErrors={showErrors}
          leftOut={equipmentLeftOut}
          onToggle={(entry, travellerIndex) => dispatch(serviceToggled({ list: 'equipments', entry, travellerIndex }))}
          onDetails={(entry, travellerIndex, details) =>
            dispatch(equipmentDetailsChanged({ serviceId: entry.service.id, travellerIndex, details }))
          }
        />
      ) : null}
      {travel?.dogFriendly ? (
        <DogSelector rows={dogRows} showErrors={showErrors} onChange={(dogs) => dispatch(dogsChanged(dogs))} />
      ) : null}
      <StepOneChoices code={code} />
      {showsFlightUpgrade ? (
        <FlightUpgradeChooser value={flightUpgrade} onChange={(value) => dispatch(flightUpgradeChosen(value))} />
      ) : null}
      <RequestReasons step="schedule" />
    </>
  );
}
