import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { loadablePart, usePreloadOnIntent } from '@/lib/loadable-part';
import { renderWithProviders } from '../support/render';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>Hallo {name}</p>;

describe('loadablePart (parts of the page that load on demand)', () => {
  it('shows its spinner until the code is there, then the part; once loaded it shows at once', async () => {
    const code = deferred<typeof Greeting>();
    const part = loadablePart<{ name: string }>(() => code.promise, { loading: 'common.loading' });
    const first = await renderWithProviders(<part.Part name="Anna" />);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    await act(async () => {
      code.resolve(Greeting);
      await code.promise;
    });
    expect(screen.getByText('Hallo Anna')).toBeInTheDocument();
    first.unmount();
    await renderWithProviders(<part.Part name="Ben" />);
    expect(screen.getByText('Hallo Ben')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("with a placeholder, the spinner sits in a box of that class that keeps the part's room", async () => {
    const code = deferred<typeof Greeting>();
    const part = loadablePart<{ name: string }>(() => code.promise, {
      loading: 'common.loading',
      placeholder: 'calendar-placeholder',
    });
    await renderWithProviders(<part.Part name="Anna" />);
    expect(screen.getByRole('status').parentElement).toHaveClass('calendar-placeholder');
    await act(async () => {
      code.resolve(Greeting);
      await code.promise;
    });
    expect(document.querySelector('.calendar-placeholder')).toBeNull();
  });

  it('loads once however often it is asked for, and starts when asked ahead', async () => {
    const importPart = vi.fn(() => Promise.resolve(Greeting));
    const part = loadablePart<{ name: string }>(importPart);
    const { i18n } = await renderWithProviders(<part.Part name="Anna" />);
    await part.load(i18n);
    await part.load(i18n);
    expect(await screen.findByText('Hallo Anna')).toBeInTheDocument();
    expect(importPart).toHaveBeenCalledTimes(1);
  });

  it('a part that follows the first paint starts loading only after the next frame (issue 10)', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const importPart = vi.fn(() => Promise.resolve(Greeting));
    const part = loadablePart<{ name: string }>(importPart, { afterPaint: true });
    await renderWithProviders(<part.Part name="Anna" />);
    await act(async () => {
      await new Promise((resolve) => {
        setTimeout(resolve, 10);
      });
    });
    expect(importPart).not.toHaveBeenCalled();
    act(() => frames.forEach((frame) => frame(0)));
    expect(await screen.findByText('Hallo Anna')).toBeInTheDocument();
    expect(importPart).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('hands a failed load to the error boundary, and tries again the next time', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importPart = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const part = loadablePart<{ name: string }>(importPart);
    const { i18n } = await renderWithProviders(
      <ErrorBoundary fallback={() => <p>Teil fehlt</p>}>
        <part.Part name="Anna" />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Teil fehlt')).toBeInTheDocument();
    await expect(part.load(i18n)).resolves.toBe(Greeting);
    expect(importPart).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('leaves an optional part out when its code cannot be loaded', async () => {
    const code = deferred<typeof Greeting>();
    const part = loadablePart<{ name: string }>(() => code.promise, { optional: true });
    const { container } = await renderWithProviders(
      <div data-testid="box">
        <part.Part name="Anna" />
      </div>,
    );
    await act(async () => {
      code.reject(new Error('offline'));
      await code.promise.catch(() => undefined);
    });
    expect(container.querySelector('[data-testid="box"]')).toBeEmptyDOMElement();
  });

  it.each([
    [true, 1],
    [false, 0],
  ] as const)(
    'starts loading when the opening button is pointed at or focused (enabled: %s)',
    async (enabled, loads) => {
      const importPart = vi.fn(() => Promise.resolve(Greeting));
      const part = loadablePart<{ name: string }>(importPart);
      function Opener() {
        return (
          <button type="button" {...usePreloadOnIntent(part, enabled)}>
            Weiter
          </button>
        );
      }
      const { user } = await renderWithProviders(<Opener />);
      await user.hover(screen.getByRole('button', { name: 'Weiter' }));
      await user.tab();
      expect(importPart).toHaveBeenCalledTimes(loads);
    },
  );
});
