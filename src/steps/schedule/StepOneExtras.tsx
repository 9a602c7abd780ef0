import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  dogsChanged,
  equipmentDetailsChanged,
  extensionChosen,
  flightPositionChosen,
  flightUpgradeChosen,
  optInToggled,
  ownArrivalChosen,
  ownFlightDatesChanged,
  railFlyToggled,
  selectFlightUpgrade,
  serviceToggled,
} from '@/features/booking';
import { selectFlightDateLimits, selectOwnFlightDateErrors } from '@/features/booking';
import {
  accommodations,
  equipment,
  railFly as railFlyFamily,
  selectEquipmentFailed,
  selectExtensionsFailed,
  selectUpgradesFailed,
  serviceFamilies,
  upgrades,
} from '@/features/catalogue';
import { FlightSection, FlightUpgradeChooser } from '@/features/flights';
import { LoadFailedNotice } from '@/components/LoadFailedNotice';
import { withNights } from '@/domain/extensions';
import { RAIL_FLY_LEAD_WEEKS } from '@/domain/rail-fly';
import {
  selectDogRows,
  selectEquipmentRows,
  selectFlightPanel,
  selectRailFlyOptions,
  selectServicesBox,
  selectShowsFlightUpgrade,
  selectChoiceBoxes,
  selectRailFlyFailed,
} from '@/features/booking';
import { ChoiceBox, DogSelector, EquipmentList, OptionalServicesBox } from '@/features/services';
import { selectTravel } from '@/features/travel';

/**
 * The parts of step 1 that follow the date (spec part 1 §2, in order): optional services and
 * extensions, equipment, dogs, transfers, rail and fly, the flight upgrade. The seat reservation
 * chooser exists in the rules but stays hidden, as the spec says. Loaded once a date is chosen.
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
  const dogRows = useAppSelector(selectDogRows);
  const choiceBoxes = useAppSelector(selectChoiceBoxes);
  const railFly = useAppSelector(selectRailFlyOptions);
  const railFlyFailed = useAppSelector(selectRailFlyFailed);
  const showsFlightUpgrade = useAppSelector(selectShowsFlightUpgrade);
  const flightUpgrade = useAppSelector(selectFlightUpgrade);
  const flight = useAppSelector(selectFlightPanel);
  const dateErrors = useAppSelector(selectOwnFlightDateErrors);
  const limits = useAppSelector(selectFlightDateLimits);
  const code = travel?.code ?? '';

  return (
    <>
      {upgradesFailed ? (
        <LoadFailedNotice text={t('services.loadFailed')} onRetry={() => void dispatch(upgrades.fetch(code))} />
      ) : null}
      {extensionsFailed ? (
        <LoadFailedNotice text={t('extensions.loadFailed')} onRetry={() => void dispatch(accommodations.fetch(code))} />
      ) : null}
      {services.shown ? (
        <OptionalServicesBox
          compulsory={services.compulsory}
          optional={services.optional}
          extensions={services.extensions}
          partnerWording={services.partnerWording}
          extensionsBlocked={services.extensionsBlocked}
          onToggleUpgrade={(entry) => dispatch(serviceToggled({ list: 'upgrades', entry }))}
          onNights={(extension, nights) => dispatch(extensionChosen(withNights(extension, nights)))}
        />
      ) : null}
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
        <LoadFailedNotice text={t('equipment.loadFailed')} onRetry={() => void dispatch(equipment.fetch(code))} />
      ) : null}
      {equipmentRows.length > 0 ? (
        <EquipmentList
          rows={equipmentRows}
          showErrors={showErrors}
          onToggle={(entry, travellerIndex) => dispatch(serviceToggled({ list: 'equipments', entry, travellerIndex }))}
          onDetails={(entry, travellerIndex, details) =>
            dispatch(equipmentDetailsChanged({ serviceId: entry.service.id, travellerIndex, details }))
          }
        />
      ) : null}
      {travel?.dogFriendly ? (
        <DogSelector rows={dogRows} showErrors={showErrors} onChange={(dogs) => dispatch(dogsChanged(dogs))} />
      ) : null}
      {choiceBoxes.map(({ kind, failed, entries }) => (
        <ChoiceBox
          key={kind.family}
          id={kind.family}
          title={t(`${kind.family}.title`)}
          failed={failed}
          failedText={t(`${kind.family}.loadFailed`)}
          onRetry={() => void dispatch(serviceFamilies[kind.family].fetch(code))}
          entries={entries}
          onToggle={(entry) => dispatch(serviceToggled({ list: kind.field, entry }))}
        />
      ))}
      {railFly.length > 0 || railFlyFailed ? (
        <ChoiceBox
          id="rail-fly"
          title={t('railFly.title')}
          intro={t('railFly.intro', { weeks: RAIL_FLY_LEAD_WEEKS })}
          failed={railFlyFailed}
          failedText={t('railFly.loadFailed')}
          onRetry={() => void dispatch(railFlyFamily.fetch())}
          entries={railFly}
          onToggle={(entry) => {
            const railEntry = railFly.find((r) => r.entry.service.id === entry.service.id)?.entry;
            if (railEntry) dispatch(railFlyToggled({ entry: railEntry }));
          }}
        />
      ) : null}
      {showsFlightUpgrade ? (
        <FlightUpgradeChooser value={flightUpgrade} onChange={(value) => dispatch(flightUpgradeChosen(value))} />
      ) : null}
    </>
  );
}
