import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { formatDate } from '@/domain/format';
import { selectSchedule } from '@/features/choices';
import { selectTravel } from '@/features/travel';

/** The trip the question is about, with the chosen dates once there are some. */
export function QuestionTrip() {
  const { t } = useTranslation('forms');
  const travel = useAppSelector(selectTravel);
  const schedule = useAppSelector(selectSchedule);
  if (!travel) return null;
  return (
    <p className="form-row__hint">
      {schedule
        ? t('question.aboutDates', {
            trip: travel.name,
            start: formatDate(schedule.start),
            end: formatDate(schedule.end),
          })
        : t('question.about', { trip: travel.name })}
    </p>
  );
}
