import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loadablePart, usePreloadOnIntent } from '@/lib/loadable-part';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useYearParam } from './use-year-param';
import { LoadFailedNotice } from '@/components/LoadFailedNotice';
import { Spinner } from '@/components/Spinner';
import {
  bookingNoticesPart,
  chooseSchedule,
  enterPax,
  noticesCleared,
  PaxInput,
  roomAdded,
  roomRemoved,
  selectBookingNotices,
  selectChosenDate,
  selectCustomerEmail,
  selectPax,
  selectPaxBounds,
  selectPaxText,
  selectRemainingPersons,
  selectRoomLines,
  selectStepOneBlockers,
  selectVvi,
  userSelected,
  vviFormPart,
} from '@/features/booking';
import {
  calendarPart,
  roomSelectorPart,
  ScheduleChooser,
  schedules,
  selectHasDates,
  selectOffersDateUpdates,
  selectScheduleItems,
  selectSchedulesStatus,
  selectYears,
  YearSelect,
} from '@/features/schedules';
import { selectTravel, socialProofPart } from '@/features/travel';
import { selectLoggedIn, userSelectionPart } from '@/features/user';
import { goToStep, paths } from '@/config/paths';
import type { Schedule } from '@/api/schemas';
import type { Language } from '@/config/page-config';
import { QuestionButton, subscribeFormPart } from '@/features/contact';

// What follows the date loads (with its texts) once a date is chosen; the user-selection dialog when it first opens.
const stepOneExtras = loadablePart<{ showErrors: boolean }>(
  (i18n) => Promise.all([import('./StepOneExtras'), i18n.loadNamespaces('extras')]).then(([module]) => module.default),
  { loading: 'stepOne.loadingExtras' },
);
/** Step 1 'Deine Reise': date, party size and rooms, in the order of spec part 1 §2. */
export function SchedulePage({
  travelCode,
  vviOnly = false,
  language = 'de',
  whitelabel = null,
  initialYear = null,
  dateRange = null,
}: {
  travelCode: string;
  vviOnly?: boolean;
  language?: Language;
  whitelabel?: string | null;
  initialYear?: number | null;
  dateRange?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const travel = useAppSelector(selectTravel);
  const status = useAppSelector(selectSchedulesStatus);
  const hasDates = useAppSelector(selectHasDates);
  const offersUpdates = useAppSelector(selectOffersDateUpdates);
  // The date table renders in a deferred, interruptible pass: it is the largest part of the page.
  const items = useDeferredValue(useAppSelector(selectScheduleItems));
  const chosen = useAppSelector(selectChosenDate);
  const pax = useAppSelector(selectPax);
  const paxText = useAppSelector(selectPaxText);
  const notices = useAppSelector(selectBookingNotices);
  const bounds = useAppSelector(selectPaxBounds);
  const lines = useAppSelector(selectRoomLines);
  const remaining = useAppSelector(selectRemainingPersons);
  const blockers = useAppSelector(selectStepOneBlockers);
  const [showErrors, setShowErrors] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const loggedIn = useAppSelector(selectLoggedIn);
  const customerEmail = useAppSelector(selectCustomerEmail);
  const vvi = useAppSelector(selectVvi);
  const years = useAppSelector(selectYears);
  const [year, setYear] = useYearParam(initialYear);
  const focusFirstInvalid = useFocusFirstInvalid();
  const chooseYear = (next: number | null) => {
    setYear(next);
    // The dates are loaded for the chosen year.
    void dispatch(schedules.fetch({ code: travelCode, whitelabel, year: next, dateRange }));
  };
  const scheduleSection = useRef<HTMLElement>(null);
  // Nobody logged in: the user-selection dialog follows 'Weiter' and starts loading when it is pointed at or focused.
  const preloadUserDialog = usePreloadOnIntent(userSelectionPart, !loggedIn);
  const isGroup = travel?.isGroup;
  useEffect(() => {
    // A trip that is not a group trip chooses its date in the calendar: its code and texts load
    // while the dates are still on their way, so the calendar shows in one go (a failure shows
    // where the calendar is rendered).
    if (isGroup === false) calendarPart.load(i18n).catch(() => undefined);
  }, [isGroup, i18n]);
  useEffect(() => {
    if (status === 'succeeded') roomSelectorPart.load(i18n).catch(() => undefined);
  }, [status, i18n]);
  const selectSchedule = useCallback(
    (schedule: Schedule) => {
      dispatch(chooseSchedule(schedule));
      navigate(paths.schedule.href(schedule.erpId), { replace: true });
    },
    [dispatch, navigate],
  );

  if (status === 'pending' || status === 'idle') return <Spinner label={t('schedule.loading')} />;

  if (status === 'failed') {
    return (
      <section className="panel" aria-labelledby="schedule-heading">
        <h2 id="schedule-heading" className="panel__title">
          {t('steps.schedule')}
        </h2>
        <LoadFailedNotice
          text={t('schedule.loadFailed')}
          onRetry={() => void dispatch(schedules.fetch({ code: travelCode, whitelabel, year, dateRange }))}
        />
      </section>
    );
  }

  const goOn = () => {
    setShowErrors(true);
    if (blockers.paxError) {
      focusFirstInvalid();
      return;
    }
    if (blockers.roomError) {
      scheduleSection.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if (!blockers.canContinue) {
      // Move to the first field that needs attention once its error is shown.
      focusFirstInvalid();
      return;
    }
    // Before step 2 the user chooses guest or login (spec part 1 §2), unless already logged in.
    if (loggedIn) goToStep(navigate, paths.user.href());
    else setDialogOpen(true);
  };

  const toStepTwo = () => {
    setDialogOpen(false);
    goToStep(navigate, paths.user.href());
  };

  return (
    <>
      {notices.length > 0 ? (
        <bookingNoticesPart.Part notices={notices} onDismiss={() => dispatch(noticesCleared())} />
      ) : null}
      <div className="question-line">
        <QuestionButton />
      </div>
      <section className="panel" aria-labelledby="schedule-heading" ref={scheduleSection}>
        <h2 id="schedule-heading" className="panel__title">
          {t('steps.schedule')}
        </h2>
        <YearSelect years={years} value={year} onChange={chooseYear} />
        {!hasDates ? (
          <p className="notice">{t('schedule.noDates')}</p>
        ) : (
          <>
            <ScheduleChooser
              isGroup={travel?.isGroup ?? false}
              items={items}
              chosen={chosen}
              onSelect={selectSchedule}
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
                onRemove={(schedule) => dispatch(roomRemoved({ roomType: schedule.roomType }))}
              />
            ) : null}
            {showErrors && blockers.roomError && !blockers.paxError ? (
              <p className="notice notice--error" role="alert">
                {t('rooms.error', { count: remaining || pax || 1 })}
              </p>
            ) : null}
          </>
        )}
      </section>
      {offersUpdates ? <subscribeFormPart.Part /> : null}
      {chosen !== null ? <stepOneExtras.Part showErrors={showErrors} /> : null}
      {showErrors && blockers.flightError ? (
        <p className="notice notice--error" role="alert">
          {t('flightWidget.error')}
        </p>
      ) : null}
      {showErrors && blockers.blockers.includes('upgrades') ? (
        <p className="notice notice--error" role="alert">
          {t('price.incomplete')}
        </p>
      ) : null}
      {showErrors && (blockers.fieldErrors || Object.keys(blockers.dateErrors).length > 0) ? (
        <p className="notice notice--error" role="alert">
          {t('stepOne.fieldErrors')}
        </p>
      ) : null}
      {travel && travel.includedServices.length > 0 ? (
        <section className="panel" aria-labelledby="included-heading">
          <h2 id="included-heading" className="panel__title">
            {t('stepOne.included')}
          </h2>
          <ul className="included-list">
            {travel.includedServices.map((service, index) => (
              <li key={index}>{service}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {travel?.priceInformation ? <p className="price-information">{travel.priceInformation}</p> : null}
      {travel?.priceNotice ? <p className="price-information">{travel.priceNotice}</p> : null}
      {dialogOpen ? (
        <userSelectionPart.Part
          initialEmail={customerEmail}
          onGuest={(email) => {
            dispatch(userSelected({ email }));
            toStepTwo();
          }}
          onLoggedIn={toStepTwo}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
      {hasDates ? (
        <div className="actions">
          {vvi.shown ? (
            <vviFormPart.Part
              action={vvi.action}
              needsRoom={vvi.needsRoom}
              language={language}
              whitelabel={whitelabel}
            />
          ) : null}
          {vviOnly ? null : (
            <button type="button" className="button button--primary" {...preloadUserDialog} onClick={goOn}>
              {t('schedule.continue')}
            </button>
          )}
        </div>
      ) : null}
      <socialProofPart.Part travelCode={travelCode} showRatings={whitelabel === null} />
    </>
  );
}
