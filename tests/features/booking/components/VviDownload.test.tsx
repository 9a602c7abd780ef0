import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VviDownload from '@/features/booking/components/VviDownload';
import { bookedStore } from '../../../support/catalogue-store';
import { mock } from '../../../support/mock-server';
import { renderWithProviders } from '../../../support/render';

function vviRequests() {
  const requests: { search: string; body: Record<string, unknown> }[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/web2print/vvi'))
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => requests.push({ search: new URL(request.url).search, body }));
  });
  return requests;
}

describe("step 3's VVI download (spec part 2 §7 POST /web2print/vvi, saved as VVI.pdf)", () => {
  const saved: { name: string; type: string }[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    saved.length = 0;
    // jsdom has no object URLs and no downloads: note what a click on the download link would save.
    URL.createObjectURL = (blob: Blob) => {
      saved.push({ name: '', type: blob.type });
      return 'blob:vvi';
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
    mock.server.events.removeAllListeners();
  });

  it('sends the booking with vviOnly, pdf and addAGB and saves the PDF as VVI.pdf', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    const { user } = await renderWithProviders(<VviDownload needsRoom={false} language="de" whitelabel={null} />, {
      store,
    });
    const requests = vviRequests();
    await user.click(screen.getByRole('button', { name: 'VVI Erstellen & Herunterladen' }));
    expect(await screen.findByText('VVI.pdf wurde heruntergeladen.')).toBeInTheDocument();
    expect(saved).toEqual([{ name: 'VVI.pdf', type: 'application/pdf' }]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.search).toBe('?supplier=ASI');
    expect(requests[0]?.body).toMatchObject({ travelCode: 'GRP-ALPS', pax: 2, vviOnly: true, pdf: true, addAGB: true });
  });

  it('a failure says so and keeps the button; without a room nothing is sent', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    mock.db.fail('web2print', { kind: 'error', status: 503, message: 'Der Druckdienst schläft.', times: 1 });
    const { user, unmount } = await renderWithProviders(
      <VviDownload needsRoom={false} language="de" whitelabel={null} />,
      { store },
    );
    await user.click(screen.getByRole('button', { name: 'VVI Erstellen & Herunterladen' }));
    expect(await screen.findByText('Der Druckdienst schläft.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    unmount();
    const requests = vviRequests();
    await renderWithProviders(<VviDownload needsRoom language="de" whitelabel={null} />, { store });
    const button = screen.getByRole('button', { name: 'VVI Erstellen & Herunterladen' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Bitte wähle mindestens ein Zimmer, um die VVI zu erstellen.');
    await user.click(button);
    expect(requests).toEqual([]);
  });
});
