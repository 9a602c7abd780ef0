import { useCallback, useState } from 'react';
import { withYearParam } from '@/config/paths';

/**
 * The year the dates are shown for, kept in the address's `year` parameter (spec part 1 §2): a
 * reload or a shared link shows the same year. Choosing replaces the address, it adds no history
 * entry.
 */
export function useYearParam(initialYear: number | null): [number | null, (next: number | null) => void] {
  const [year, setYear] = useState<number | null>(initialYear);
  const choose = useCallback((next: number | null) => {
    setYear(next);
    window.history.replaceState(window.history.state, '', withYearParam(window.location.href, next));
  }, []);
  return [year, choose];
}
