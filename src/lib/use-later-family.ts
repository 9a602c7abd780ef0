import { useEffect } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import { useAppSelector, useAppStore } from '@/app/hooks';
import type { LaterFamilies } from '@/app/store';

/**
 * Joins a later page's data family to the store when the component that needs it first shows
 * (ARCHITECTURE.md: families only steps 2-3 use are injected when their step loads). Returns
 * whether the family is there: its loads wait for it.
 */
export function useLaterFamily<K extends keyof LaterFamilies>(name: K, reducer: Reducer<LaterFamilies[K]>): boolean {
  const store = useAppStore();
  const ready = useAppSelector((state) => state[name] !== undefined);
  useEffect(() => {
    if (!ready) store.injectFamilies({ [name]: reducer } as { [P in K]: Reducer<LaterFamilies[P]> });
  }, [ready, store, name, reducer]);
  return ready;
}
