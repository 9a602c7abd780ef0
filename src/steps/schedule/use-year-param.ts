import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { withYearParam } from '@/config/paths';
import type { PageConfig } from '@/config/page-config';
import { scheduleQuery } from '@/domain/schedule-query';
import { schedules, selectDatesYear } from '@/features/party';

/**
 * The year the dates are shown for: the year their list was last asked for (so step 1 shows it
 * again after the person went on, and asking the prices again asks it), kept in the address's
 * `year` parameter (spec part 1 §2): a reload or a shared link shows the same year. Choosing asks
 * for that year's dates and replaces the address, it adds no history entry.
 */
export function useYearParam(
  config: PageConfig & { travelCode: string },
): [number | null, (next: number | null) => void] {
  const dispatch = useAppDispatch();
  const year = useAppSelector(selectDatesYear);
  const choose = useCallback(
    (next: number | null) => {
      window.history.replaceState(window.history.state, '', withYearParam(window.location.href, next));
      void dispatch(schedules.fetch(scheduleQuery(config, next)));
    },
    [dispatch, config],
  );
  return [year, choose];
}
