import type { Language } from '@/config/language';
import { injectLaterFamilies } from '@/app/later-families';
import { makeStore, type RootState } from '@/app/store';
import { createTestClient } from './api';

/** A fresh real store on the mock server, as STYLE.md asks: no mocked store. */
export const createTestStore = (preloadedState?: Partial<RootState>, language: Language = 'de') => {
  const store = makeStore({ api: createTestClient(language), preloadedState });
  // Tests see every family, the later pages' ones included.
  injectLaterFamilies(store);
  return store;
};
