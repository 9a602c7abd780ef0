import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RouteLink } from '@/components/RouteLink';
import { useAppDispatch, useAppSelector, useAppSelectorWith, useAppStore } from '@/app/hooks';
import {
  customerChanged,
  chooseRoomPlace,
  selectCustomerRules,
  selectInsuranceAgreementMissing,
  selectIsGuest,
  selectPapersRule,
  selectRoomPlaces,
  selectTravellerEquipment,
  selectUnassignedTravellers,
  stepTwoCompleted,
  travelAgentChanged,
  travellerChanged,
  selectCountryOptions,
  registrationPart,
  ROOM_ASSIGNMENT_ID,
  RoomAssignment,
  StepTwoForm,
  stepTwoValuesOf,
  type StepTwoChange,
} from '@/features/travellers';
import { useChoiceOnArrival } from '@/features/booking';
import { selectDogs, selectRooms, selectTravelAgency } from '@/features/choices';
import { insuranceBoxPart } from '@/features/insurance';
import { WayOnBar } from '@/features/pricing';
import { useRoomName } from '@/components/room-name';
import { goToStep, paths } from '@/config/paths';
import { scrollAndFocus } from '@/lib/scroll-and-focus';
import { USER_STEP_NAMESPACES } from '../step-namespaces';
import type { Language } from '@/config/language';
import { Panel } from '@/components/Panel';

/** Step 2 'Deine Daten' (spec part 2 §2, §5): the customer, the travellers, the agency's agent. */
export default function UserPage({ language }: { language: Language }) {
  const { t } = useTranslation(USER_STEP_NAMESPACES);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const store = useAppStore();
  // Read once: the form keeps what is typed, the booking follows it (not the other way round).
  const [defaultValues] = useState(() => stepTwoValuesOf(store.getState()));
  const rules = useAppSelector(selectCustomerRules);
  const papers = useAppSelector(selectPapersRule);
  const agency = useAppSelector(selectTravelAgency);
  const extras = useAppSelector(selectTravellerEquipment);
  const dogs = useAppSelector(selectDogs);
  const countries = useAppSelectorWith(selectCountryOptions, language);
  const [tried, setTried] = useState(false);
  const isGuest = useAppSelector(selectIsGuest);
  const roomName = useRoomName();
  const rooms = useAppSelector(selectRooms);
  const places = useAppSelector(selectRoomPlaces);
  const unassigned = useAppSelector(selectUnassignedTravellers);
  // Come from step 3's street flag: the street field, focused once it is drawn.
  useChoiceOnArrival();

  const onChange = useCallback(
    (change: StepTwoChange) => {
      if (change.part === 'customer') dispatch(customerChanged(change.values));
      else if (change.part === 'agent') dispatch(travelAgentChanged(change.values));
      else dispatch(travellerChanged({ index: change.index, values: change.values }));
    },
    [dispatch],
  );

  return (
    <Panel title={t('translation:steps.user')} headingId="user-heading" className="panel--plain">
      <StepTwoForm
        defaultValues={defaultValues}
        rules={rules}
        papers={papers}
        agency={agency}
        language={language}
        countries={countries}
        extras={extras}
        dogs={dogs}
        onChange={onChange}
        submitLabel={t('booking:customer.submit')}
        renderActions={(submit) => <WayOnBar>{submit}</WayOnBar>}
        onInvalid={() => setTried(true)}
        roomAssignment={
          <RoomAssignment
            rooms={rooms.map((room) => roomName(room.schedule.roomType, room.schedule.roomTypeDescription))}
            places={places}
            unassigned={unassigned}
            onPlace={(at, traveller) => dispatch(chooseRoomPlace({ ...at, traveller }))}
          />
        }
        onValid={() => {
          // Everybody needs a room (spec part 1 §8 'unassigned traveller').
          if (selectUnassignedTravellers(store.getState()).length > 0) {
            setTried(true);
            scrollAndFocus(document.getElementById(ROOM_ASSIGNMENT_ID));
            return;
          }
          // The insurance terms, where an offer is chosen (spec part 2 §5 'Step 2 exit').
          if (selectInsuranceAgreementMissing(store.getState())) {
            setTried(true);
            scrollAndFocus(document.getElementById('insurance-terms'));
            return;
          }
          dispatch(stepTwoCompleted(true));
          goToStep(navigate, paths.overview.href());
        }}
      >
        <insuranceBoxPart.Part showErrors={tried} />
        {isGuest ? <registrationPart.Part /> : null}
      </StepTwoForm>
      <p>
        <RouteLink to={paths.schedule.href()} className="link-back">
          {t('translation:common.back')}
        </RouteLink>
      </p>
    </Panel>
  );
}
