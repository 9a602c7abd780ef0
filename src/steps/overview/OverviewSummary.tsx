import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { DateSummary } from '@/components/DateSummary';
import { useRoomName } from '@/components/room-name';
import { paths } from '@/config/paths';
import { countDaysInclusive } from '@/domain/format';
import { selectOverviewFlags } from '@/features/booking';
import { CHOICE_IDS } from '@/lib/choice-ids';
import { selectDogs, selectPax, selectRooms, selectSchedule } from '@/features/choices';
import { selectTravellerNames } from '@/features/travellers';
import { selectTravel } from '@/features/travel';
import { SummaryArrival } from './SummaryArrival';
import { SummaryBlock } from './SummaryBlock';
import { SummaryCustomer } from './SummaryCustomer';
import { OVERVIEW_FLAG_IDS, SummaryFlag } from './SummaryFlag';
import { SummaryInsurance } from './SummaryInsurance';

/** Where step 3's room flag leads: step 1's rooms. */
const ROOMS_PLACE = { step: 'schedule', selector: `#${CHOICE_IDS.rooms}` } as const;

/**
 * What is booked, block by block (spec part 2 §2 'price overview'): the trip and its dates, every
 * traveller by name, the rooms, dogs, the arrival, the invoice recipient (and the agency), the
 * insurance. Each block links to the step that changes it. Services and prices follow in the table.
 */
export function OverviewSummary() {
  const { t } = useTranslation(['checkout', 'translation']);
  const roomName = useRoomName();
  const travel = useAppSelector(selectTravel);
  const schedule = useAppSelector(selectSchedule);
  const pax = useAppSelector(selectPax);
  const names = useAppSelector(selectTravellerNames);
  const rooms = useAppSelector(selectRooms);
  const dogs = useAppSelector(selectDogs);
  const flags = useAppSelector(selectOverviewFlags);
  const step1 = paths.schedule.href(schedule?.erpId);
  const step2 = paths.user.href();

  return (
    <div className="summary-blocks">
      <SummaryBlock id="summary-trip" title={t('summary.trip')} to={step1}>
        <p className="summary-block__name">{travel?.name}</p>
        <dl className="summary">
          <dt>{t('summary.dates')}</dt>
          <dd>{schedule ? <DateSummary start={schedule.start} end={schedule.end} /> : null}</dd>
          {schedule ? (
            <>
              <dt>{t('summary.durationLabel')}</dt>
              <dd>{t('summary.duration', { count: countDaysInclusive(schedule.start, schedule.end) })}</dd>
            </>
          ) : null}
          <dt>{t('summary.pax')}</dt>
          <dd>{pax}</dd>
        </dl>
      </SummaryBlock>
      <SummaryBlock id="summary-travellers" title={t('summary.travellers')} to={step2}>
        <ol className="summary-block__list">
          {names.map((name, index) => (
            <li key={index}>{name || t('summary.travellerFallback', { index: index + 1 })}</li>
          ))}
        </ol>
      </SummaryBlock>
      {rooms.length > 0 || flags.rooms !== null ? (
        <SummaryBlock id="summary-rooms" title={t('summary.rooms')} to={step1}>
          {flags.rooms !== null ? (
            <SummaryFlag
              id={OVERVIEW_FLAG_IDS.rooms}
              text={t('translation:rooms.error', { count: flags.rooms })}
              fix={t('flags.roomsFix')}
              place={ROOMS_PLACE}
            />
          ) : null}
          <ul className="summary-block__list">
            {rooms.map((room, index) => (
              <li key={index}>
                {t('summary.roomLine', {
                  name: roomName(room.schedule.roomType, room.schedule.roomTypeDescription),
                  count: room.travellers.length,
                })}
              </li>
            ))}
          </ul>
        </SummaryBlock>
      ) : null}
      {dogs.length > 0 ? (
        <SummaryBlock id="summary-dogs" title={t('summary.dogs')} to={step1}>
          <ul className="summary-block__list">
            {dogs.map((dog) => (
              <li key={dog.id}>
                {t('summary.dogLine', {
                  name: dog.dogname,
                  race: dog.race,
                  height: dog.shoulderheight,
                  weight: dog.bodyWeight,
                })}
              </li>
            ))}
          </ul>
        </SummaryBlock>
      ) : null}
      <SummaryArrival />
      <SummaryCustomer to={step2} />
      <SummaryInsurance to={step2} />
    </div>
  );
}
