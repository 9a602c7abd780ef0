import type { Language } from '@/config/language';
import { injectLaterFamilies } from '@/app/later-families';
import { makeStore, type RootState } from '@/app/store';
import { standInProviderOrigin } from '../../mocks/provider/stand-in';
import { createTestClient } from './api';

/**
 * A fresh real store on the mock server, as STYLE.md asks: no mocked store. The page is configured
 * as the demo's is, with a card payment provider, unless the test says otherwise.
 */
export const createTestStore = (preloadedState?: Partial<RootState>, language: Language = 'de') => {
  const store = makeStore({
    api: createTestClient(language),
    preloadedState: {
      settings: { cardEndpoint: standInProviderOrigin(), pagePolicy: null, salesContact: null },
      ...preloadedState,
    },
  });
  // Tests see every family, the later pages' ones included.
  injectLaterFamilies(store);
  return store;
};
