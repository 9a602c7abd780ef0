import de from '../../locales/de/boot.json';
import { languageFromPath } from '@/config/language';
import { nextTask } from '@/lib/next-task';
import { REPLIES_ELEMENT_ID, startEarlyCalls } from '@/api/early-calls';
import { CONFIG_ELEMENT_ID } from '@/config/config-element';

/** Each language's start-up texts, in the page (they show when the rest of the code cannot load). */
const TEXTS = import.meta.glob<typeof de>('../../locales/*/boot.json', { eager: true, import: 'default' });

/**
 * Shown in place of the start-up skeleton when the app's code cannot be loaded (a lost connection
 * while the page starts): says so in the page language and offers a reload, instead of a skeleton
 * that never ends.
 */
export function showStartFailure(container: HTMLElement, pathname: string, reload: () => void): void {
  const language = languageFromPath(pathname);
  const texts = TEXTS[`../../locales/${language}/boot.json`] ?? de;
  document.documentElement.lang = language;
  const panel = document.createElement('main');
  panel.className = 'main';
  const section = document.createElement('section');
  section.className = 'panel';
  section.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = texts.loadFailed;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary';
  button.textContent = texts.reload;
  button.addEventListener('click', reload);
  section.append(message, button);
  panel.append(section);
  container.replaceChildren(panel);
}

/**
 * Starts the app in a few short tasks instead of one long one: React, the schemas of the first
 * replies (the trip, its dates, the user) and the app are evaluated one after another, with the main
 * thread free in between. The page preloads all three files (the build's start-up preload), so
 * nothing waits on the network.
 */
export async function start(container: HTMLElement): Promise<void> {
  // The page's first calls start now, while React and the app are still on their way, unless the
  // page brought their replies (docs/api/first-replies.md). (The demo's
  // mock server runs in a service worker that starts with the app: there the app asks itself.)
  if (import.meta.env.VITE_MOCKS !== 'true')
    startEarlyCalls(
      window.location,
      Boolean(document.getElementById(CONFIG_ELEMENT_ID)?.textContent?.trim()),
      document.getElementById(REPLIES_ELEMENT_ID)?.textContent,
    );
  let boot: (container: HTMLElement) => Promise<void>;
  try {
    await import('react-dom/client');
    await nextTask();
    await import('@/api/schemas/catalogue');
    await nextTask();
    ({ boot } = await import('./boot'));
    await nextTask();
  } catch {
    showStartFailure(container, window.location.pathname, () => window.location.reload());
    return;
  }
  await boot(container);
}
