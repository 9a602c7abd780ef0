import { useCallback, useDeferredValue, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Schedule } from '@/api/schemas';
import { paths } from '@/config/paths';
import {
  chooseSchedule,
  enterPax,
  PaxInput,
  roomAdded,
  roomRemoved,
  selectChosenDate,
  selectPaxBounds,
  selectPaxText,
  selectRemainingPersons,
  selectRoomLines,
  roomSelectorPart,
  ScheduleChooser,
  selectHasDates,
  selectScheduleItems,
  selectSharedGuide,
  selectSharedPriceRoom,
  selectYears,
  YearSelect,
} from '@/features/party';
import { selectPax } from '@/features/choices';
import { selectStepOneBlockers, TakenBackNotice } from '@/features/booking';
import { selectTravel } from '@/features/travel';
import { Panel } from '@/components/Panel';

/** The changes of this panel whose rules may take other choices back. */
const PARTY_CAUSES = ['date', 'party', 'rooms'] as const;

/** Step 1's first panel: the year, the date, the party size and the rooms. */
export function ScheduleDates({
  sectionRef,
  year,
  onYearChange,
  listPlace,
  showErrors,
}: {
  sectionRef: RefObject<HTMLElement>;
  year: number | null;
  onYearChange: (next: number | null) => void;
  /** What stands in the date list's place while another year's list loads or after it failed; null: the list. */
  listPlace: ReactNode;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const travel = useAppSelector(selectTravel);
  const hasDates = useAppSelector(selectHasDates);
  // The date table renders in a deferred, interruptible pass: it is the largest part of the page.
  const items = useDeferredValue(useAppSelector(selectScheduleItems));
  const sharedRoom = useAppSelector(selectSharedPriceRoom);
  const sharedGuide = useAppSelector(selectSharedGuide);
  const chosen = useAppSelector(selectChosenDate);
  const pax = useAppSelector(selectPax);
  const paxText = useAppSelector(selectPaxText);
  const bounds = useAppSelector(selectPaxBounds);
  const lines = useAppSelector(selectRoomLines);
  const remaining = useAppSelector(selectRemainingPersons);
  const blockers = useAppSelector(selectStepOneBlockers);
  const years = useAppSelector(selectYears);
  const selectSchedule = useCallback(
    (schedule: Schedule) => {
      dispatch(chooseSchedule(schedule));
      navigate(paths.schedule.href(schedule.erpId), { replace: true });
    },
    [dispatch, navigate],
  );

  const yearSelect = <YearSelect years={years} value={year} onChange={onYearChange} />;

  return (
    <Panel title={t('steps.schedule')} headingId="schedule-heading" ref={sectionRef}>
      {/* The year links go with the date list: on the page until a date is chosen, then in 'Termin ändern'. */}
      {chosen === null ? yearSelect : null}
      {/* Another year's list on its way or failed: said in the list's place; a chosen date and its rooms stay. */}
      {chosen === null && listPlace ? (
        listPlace
      ) : chosen === null && !hasDates ? (
        <p className="notice">{t('schedule.noDates')}</p>
      ) : (
        <>
          <ScheduleChooser
            isGroup={travel?.isGroup ?? false}
            items={items}
            sharedRoom={sharedRoom}
            sharedGuide={sharedGuide}
            chosen={chosen}
            onSelect={selectSchedule}
            listPlace={listPlace}
            yearSelect={yearSelect}
          />
          <PaxInput
            text={paxText}
            error={blockers.paxError}
            forceError={showErrors}
            min={bounds.min}
            max={bounds.max}
            disabled={chosen === null}
            onChange={(text) => dispatch(enterPax(text))}
          />
          {chosen !== null && pax !== null ? (
            <roomSelectorPart.Part
              lines={lines}
              remaining={blockers.paxError ? null : remaining}
              onAdd={(schedule) => dispatch(roomAdded(schedule))}
              onRemove={(schedule) => dispatch(roomRemoved({ scheduleId: schedule.id }))}
            />
          ) : null}
          {showErrors && blockers.roomError && !blockers.paxError ? (
            <p className="notice notice--error" role="alert">
              {t('rooms.error', { count: remaining || pax || 1 })}
            </p>
          ) : null}
          <TakenBackNotice causes={PARTY_CAUSES} />
        </>
      )}
    </Panel>
  );
}
