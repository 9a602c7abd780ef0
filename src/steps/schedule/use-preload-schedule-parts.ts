import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { calendarPart, roomSelectorPart, selectSchedulesStatus } from '@/features/party';
import { selectTravel } from '@/features/travel';

/** Starts loading the parts of step 1 that the dates will show, ahead of the dates themselves. */
export function usePreloadScheduleParts() {
  const { i18n } = useTranslation();
  const isGroup = useAppSelector(selectTravel)?.isGroup;
  const status = useAppSelector(selectSchedulesStatus);
  useEffect(() => {
    // A trip that is not a group trip chooses its date in the calendar: its code and texts load
    // while the dates are still on their way, so the calendar shows in one go (a failure shows
    // where the calendar is rendered).
    if (isGroup === false) calendarPart.load(i18n).catch(() => undefined);
  }, [isGroup, i18n]);
  useEffect(() => {
    if (status === 'succeeded') roomSelectorPart.load(i18n).catch(() => undefined);
  }, [status, i18n]);
}
