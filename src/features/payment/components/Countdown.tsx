import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcement, remainingUntil, twoDigits } from '@/domain/countdown';

/**
 * Counts down to `deadline` (spec part 2 §2: hours, minutes, seconds, ticking every second) and
 * calls `onFinish` once when it is reached. The clock face is for the eyes; a polite live region
 * tells screen readers the time left, changing at most once a minute (domain `announcement`).
 */
export function Countdown({
  deadline,
  onFinish,
  now = Date.now,
}: {
  deadline: number;
  onFinish: () => void;
  now?: () => number;
}) {
  const { t } = useTranslation('payment');
  const [current, setCurrent] = useState(() => now());
  const finished = useRef(false);
  const finish = useRef(onFinish);
  useEffect(() => {
    finish.current = onFinish;
  });
  const remaining = remainingUntil(deadline, current);

  useEffect(() => {
    if (remaining.done) return undefined;
    const timer = window.setInterval(() => setCurrent(now()), 1000);
    return () => window.clearInterval(timer);
  }, [remaining.done, now]);

  useEffect(() => {
    if (remaining.done && !finished.current) {
      finished.current = true;
      finish.current();
    }
  }, [remaining.done]);

  const told = announcement(remaining);
  // Changes at most once a minute (hourly while hours are left), so the live region speaks that often.
  const spoken =
    told === null
      ? ''
      : told === 'lastMinute'
        ? t('countdown.lastMinute')
        : t('countdown.spoken', {
            time: [
              told.hours > 0 ? t('countdown.hours', { count: told.hours }) : null,
              told.minutes > 0 ? t('countdown.minutes', { count: told.minutes }) : null,
            ]
              .filter(Boolean)
              .join(' '),
          });
  return (
    <div className="countdown">
      <p className="countdown__label">{t('countdown.label')}</p>
      <p className="countdown__clock" aria-hidden="true">
        <span>{twoDigits(remaining.hours)}</span>:<span>{twoDigits(remaining.minutes)}</span>:
        <span>{twoDigits(remaining.seconds)}</span>
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {spoken}
      </p>
    </div>
  );
}
