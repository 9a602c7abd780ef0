import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Language } from '@/config/page-config';
import { createI18n, NAMESPACES } from '@/app/i18n';
import type { AppStore } from '@/app/store';
import { createTestStore } from './store';

/** Renders with a real store on the mock server and real translations; returns { store, user }. */
export async function renderWithProviders(
  ui: ReactElement,
  { store, language = 'de' }: { store?: AppStore; language?: Language } = {},
) {
  const i18n = await createI18n(language, { preload: NAMESPACES });
  const realStore = store ?? createTestStore(undefined, language);
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={realStore}>{ui}</Provider>
    </I18nextProvider>,
  );
  return { ...result, store: realStore, user, i18n };
}

/** Text a person would see that is an untranslated key (createI18n marks missing keys with ⚠). */
export function rawKeysIn(container: HTMLElement): string[] {
  const text = `${container.textContent ?? ''} ${[...container.querySelectorAll('[aria-label],[placeholder],[title]')]
    .map(
      (el) =>
        `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('placeholder') ?? ''} ${el.getAttribute('title') ?? ''}`,
    )
    .join(' ')}`;
  return text.match(/⚠[\w.]+/g) ?? [];
}
