import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, useAppSelectorWith } from '@/app/hooks';
import { selectFailure } from '@/lib/request-phases';
import { loadablePart } from '@/lib/loadable-part';
import { useYearParam } from './use-year-param';
import { usePreloadScheduleParts } from './use-preload-schedule-parts';
import { useStepOneContinue } from './use-step-one-continue';
import { ScheduleActions } from './ScheduleActions';
import { ScheduleDates } from './ScheduleDates';
import { StepOneErrors } from './StepOneErrors';
import { TripInformation } from './TripInformation';
import { LoadFailedNotice } from '@/components/LoadFailedNotice';
import { Spinner } from '@/components/Spinner';
import { bookingNoticesPart, noticesCleared } from '@/features/booking';
import { selectBookingNotices, selectCustomerEmail } from '@/features/choices';
import {
  selectChosenDate,
  schedules,
  selectDatesListedOnce,
  selectHasDates,
  selectIncompleteDates,
  selectOffersDateUpdates,
  selectSchedulesStatus,
} from '@/features/party';
import { userSelected, userSelectionPart } from '@/features/travellers';
import { socialProofPart } from '@/features/travel';
import type { PageConfig } from '@/config/page-config';
import { scheduleQuery } from '@/domain/schedule-query';
import { QuestionButton, subscribeFormPart } from '@/features/contact';
import { Panel } from '@/components/Panel';

// What follows the date loads (with its texts) once a date is chosen; the user-selection dialog when it first opens.
const stepOneExtras = loadablePart<{ showErrors: boolean }>(
  (i18n) => Promise.all([import('./StepOneExtras'), i18n.loadNamespaces('extras')]).then(([module]) => module.default),
  { loading: 'stepOne.loadingExtras' },
);
/** Step 1 'Deine Reise': date, party size and rooms, in the order of spec part 1 §2. */
export function SchedulePage({ config }: { config: PageConfig & { travelCode: string } }) {
  const { travelCode, vviOnly, language, whitelabel } = config;
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSchedulesStatus);
  const failure = useAppSelectorWith(selectFailure, 'schedules');
  const hasDates = useAppSelector(selectHasDates);
  const listedOnce = useAppSelector(selectDatesListedOnce);
  const offersUpdates = useAppSelector(selectOffersDateUpdates);
  const chosen = useAppSelector(selectChosenDate);
  const notices = useAppSelector(selectBookingNotices);
  const incomplete = useAppSelector(selectIncompleteDates);
  const customerEmail = useAppSelector(selectCustomerEmail);
  const [year, chooseYear] = useYearParam(config);
  const scheduleSection = useRef<HTMLElement>(null);
  const { showErrors, dialogOpen, goOn, toStepTwo, closeDialog } = useStepOneContinue(scheduleSection);
  usePreloadScheduleParts();

  const retryDates = () => void dispatch(schedules.fetch(scheduleQuery(config, year)));
  const failedNotice = <LoadFailedNotice text={t('schedule.loadFailed')} failure={failure} onRetry={retryDates} />;

  // The page waits for the first list of dates, and says where it failed.
  if (!listedOnce) {
    if (status !== 'failed') return <Spinner label={t('schedule.loading')} />;
    return (
      <Panel title={t('steps.schedule')} headingId="schedule-heading">
        {failedNotice}
      </Panel>
    );
  }
  // Another year's list after it: on its way or failed, it says so in the list's place; the rest stays.
  const listPlace =
    status === 'pending' ? <Spinner label={t('schedule.loading')} /> : status === 'failed' ? failedNotice : null;

  return (
    <>
      {notices.length > 0 ? (
        <bookingNoticesPart.Part notices={notices} onDismiss={() => dispatch(noticesCleared())} />
      ) : null}
      {/* Dates whose rooms came broken: said once, with the retry; the dates themselves wait. */}
      {incomplete.all || incomplete.days.size > 0 ? (
        <LoadFailedNotice
          text={t('schedule.incomplete')}
          onRetry={() => void dispatch(schedules.fetch(scheduleQuery(config, year)))}
        />
      ) : null}
      <div className="question-line">
        <QuestionButton />
      </div>
      <ScheduleDates
        sectionRef={scheduleSection}
        year={year}
        onYearChange={chooseYear}
        listPlace={listPlace}
        showErrors={showErrors}
      />
      {offersUpdates ? <subscribeFormPart.Part /> : null}
      {chosen !== null ? <stepOneExtras.Part showErrors={showErrors} /> : null}
      <StepOneErrors showErrors={showErrors} />
      <TripInformation />
      {dialogOpen ? (
        <userSelectionPart.Part
          initialEmail={customerEmail}
          onGuest={(email) => {
            dispatch(userSelected({ email }));
            toStepTwo();
          }}
          onLoggedIn={toStepTwo}
          onClose={closeDialog}
        />
      ) : null}
      {hasDates || chosen !== null ? (
        <ScheduleActions language={language} whitelabel={whitelabel} vviOnly={vviOnly} onContinue={goOn} />
      ) : null}
      <socialProofPart.Part travelCode={travelCode} showRatings={whitelabel === null} />
    </>
  );
}
