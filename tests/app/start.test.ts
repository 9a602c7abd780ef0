import { describe, expect, it, vi } from 'vitest';
import { showStartFailure } from '@/app/start';

describe('start-up failure (the app code could not be loaded)', () => {
  it.each([
    [
      '/b/GRP-ALPS',
      'Die Seite konnte nicht geladen werden. Bitte prüfe deine Internetverbindung und lade die Seite neu.',
      'Seite neu laden',
    ],
    [
      '/en/b/GRP-ALPS',
      'The page could not be loaded. Please check your internet connection and reload the page.',
      'Reload the page',
    ],
    [
      '/it/b/GRP-ALPS',
      'Non è stato possibile caricare la pagina. Controlla la connessione a Internet e ricarica la pagina.',
      'Ricarica la pagina',
    ],
  ])('replaces the skeleton on %s with an announced message and a reload button', (pathname, message, button) => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="boot-shell" aria-busy="true"></div>';
    const reload = vi.fn();
    showStartFailure(container, pathname, reload);
    expect(container.querySelector('.boot-shell')).toBeNull();
    expect(document.documentElement.lang).toBe(
      pathname.startsWith('/en/') ? 'en' : pathname.startsWith('/it/') ? 'it' : 'de',
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(message);
    const reloadButton = container.querySelector('button');
    expect(reloadButton?.textContent).toBe(button);
    reloadButton?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
