import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { roomAdded, roomRemoved } from '../../features/booking/booking-slice';
import { changePax, chooseSchedule } from '../../features/booking/booking-thunks';
import { PaxInput } from '../../features/booking/components/PaxInput';
import { selectHasRoomError, selectPaxBounds, selectRemainingPersons, selectRoomLines } from '../../features/booking/selectors';
import { DateSelect } from '../../features/schedules/components/DateSelect';
import { RoomSelector } from '../../features/schedules/components/RoomSelector';
import { schedules } from '../../features/schedules/schedules-slice';
import { selectDateOptions, selectSchedulesStatus } from '../../features/schedules/selectors';
import { paths } from '../paths';

/** Step 1 'Deine Reise': date, party size and rooms. */
export function SchedulePage({ travelCode }: { travelCode: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const status = useAppSelector(selectSchedulesStatus);
  const options = useAppSelector(selectDateOptions);
  const booking = useAppSelector((state) => state.booking);
  const bounds = useAppSelector(selectPaxBounds);
  const lines = useAppSelector(selectRoomLines);
  const remaining = useAppSelector(selectRemainingPersons);
  const roomError = useAppSelector(selectHasRoomError);
  const [showRoomError, setShowRoomError] = useState(false);
  const scheduleSection = useRef<HTMLElement>(null);

  if (status === 'pending' || status === 'idle') return <Spinner label={t('schedule.loading')} />;

  if (status === 'failed') {
    return (
      <section className="panel" aria-labelledby="schedule-heading">
        <h2 id="schedule-heading" className="panel__title">{t('steps.schedule')}</h2>
        <p className="notice notice--error">{t('schedule.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void dispatch(schedules.fetch({ code: travelCode }))}>{t('common.retry')}</button>
      </section>
    );
  }

  const goOn = () => {
    if (roomError) {
      setShowRoomError(true);
      scheduleSection.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    setShowRoomError(false);
    navigate(paths.user.href());
  };

  return (
    <section className="panel" aria-labelledby="schedule-heading" ref={scheduleSection}>
      <h2 id="schedule-heading" className="panel__title">{t('steps.schedule')}</h2>
      {options.length === 0 ? (
        <p className="notice">{t('schedule.noDates')}</p>
      ) : (
        <>
          <DateSelect
            options={options}
            value={booking.selectedDate}
            onChange={(option) => {
              dispatch(chooseSchedule(option.schedule));
              navigate(paths.schedule.href(option.schedule.erpId), { replace: true });
            }}
          />
          <PaxInput
            key={booking.selectedDate ?? 'none'}
            value={booking.pax}
            min={bounds.min}
            max={bounds.max}
            disabled={booking.selectedDate === null}
            onChange={(pax) => dispatch(changePax(pax))}
          />
          {booking.selectedDate !== null && booking.pax !== null ? (
            <RoomSelector
              lines={lines}
              remaining={remaining}
              onAdd={(schedule) => dispatch(roomAdded(schedule))}
              onRemove={(schedule) => dispatch(roomRemoved({ roomType: schedule.roomType }))}
            />
          ) : null}
          {showRoomError && roomError ? (
            <p className="notice notice--error" role="alert">{t('rooms.error', { count: remaining })}</p>
          ) : null}
          <div className="actions">
            <button type="button" className="button button--primary" onClick={goOn}>{t('schedule.continue')}</button>
          </div>
        </>
      )}
    </section>
  );
}
