import { screen } from '@testing-library/react';
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
});
