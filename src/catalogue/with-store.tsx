import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { AppStore } from '@/app/store';
import { isLanguage } from '@/config/language';
import { bookedStore, type BookedChoices } from './catalogue-store';

/**
 * A component that reads the store, shown on a store of its own in the story's language, loaded as
 * the booking page loads it (`choices` made); marked pending until then, so the screenshot waits.
 * `path` is the step's address for what reads the route.
 */
export function WithStore({
  choices,
  path = '/schedule',
  prepare,
  children,
}: {
  choices: BookedChoices;
  path?: string;
  prepare?: (store: AppStore) => void;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  const [store, setStore] = useState<AppStore | null>(null);
  useEffect(() => {
    let live = true;
    void bookedStore(language, choices).then((made) => {
      prepare?.(made);
      if (live) setStore(made);
    });
    return () => {
      live = false;
    };
  }, [language, choices, prepare]);
  if (!store) return <p data-pending="true">…</p>;
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </Provider>
  );
}
