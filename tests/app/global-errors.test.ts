import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandler } from '@/app/global-errors';

describe('global runtime errors are logged and suppressed (spec part 1 §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs an uncaught error and keeps it from the browser default', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uninstall = installGlobalErrorHandler(window);
    const event = new ErrorEvent('error', { error: new Error('boom'), message: 'boom', cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(log).toHaveBeenCalledWith('Unhandled error', expect.objectContaining({ message: 'boom' }));
    uninstall();
    const after = new ErrorEvent('error', { message: 'later', cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('logs an unhandled rejection and suppresses it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uninstall = installGlobalErrorHandler(window);
    const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: 'nope' });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(log).toHaveBeenCalledWith('Unhandled rejection', 'nope');
    uninstall();
  });
});
