import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailedNotice } from '@/components/LoadFailedNotice';
import { renderWithProviders } from '../support/render';

describe('LoadFailedNotice (issue 4: every load failure says so and leaves the page usable)', () => {
  it('is announced, names what failed, and tries again on request', async () => {
    const onRetry = vi.fn();
    const { user } = await renderWithProviders(
      <LoadFailedNotice text="Die Transfers konnten nicht geladen werden." onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Die Transfers konnten nicht geladen werden.');
    const retry = screen.getByRole('button', { name: 'Erneut versuchen' });
    expect(retry).toHaveAccessibleDescription('Die Transfers konnten nicht geladen werden.');
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says why beneath: the cause in the page language, or the server's own words made safe", async () => {
    await renderWithProviders(
      <>
        <LoadFailedNotice
          text="Die Termine konnten nicht geladen werden."
          failure={{ kind: 'network', status: null, message: 'Network request failed', call: 'GET /fapi/schedule' }}
          onRetry={vi.fn()}
        />
        <LoadFailedNotice
          text="Die Reise konnte nicht geladen werden."
          failure={{
            kind: 'http',
            status: 503,
            message: 'Wartung bis <b>14 Uhr</b><img src=x onerror="alert(1)">',
            serverText: true,
            call: 'GET /fapi/travel',
          }}
          onRetry={vi.fn()}
        />
      </>,
    );
    const [network, server] = screen.getAllByRole('alert') as [HTMLElement, HTMLElement];
    expect(await within(network).findByText(/Keine Verbindung zum Server/)).toBeInTheDocument();
    expect(network).not.toHaveTextContent('Network request failed');
    expect(await within(server).findByText('14 Uhr')).toContainHTML('14 Uhr');
    expect(server.querySelector('b')).toHaveTextContent('14 Uhr');
    expect(server.querySelector('img[onerror]')).toBeNull();
    // A message is words: an image in it (no text for a screen reader, and it may track) is dropped too.
    expect(server.querySelector('img')).toBeNull();
  });
});
