import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/ErrorBoundary';

function Broken({ broken }: { broken: boolean }): string {
  if (broken) throw new Error('render failed');
  return 'Inhalt';
}

function Harness() {
  const [broken, setBroken] = useState(true);
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <button
          type="button"
          onClick={() => {
            setBroken(false);
            reset();
          }}
        >
          Erneut versuchen
        </button>
      )}
    >
      <Broken broken={broken} />
    </ErrorBoundary>
  );
}

describe('ErrorBoundary', () => {
  it('shows its fallback instead of a blank page when a part fails to render, and shows the part again after a reset', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.queryByText('Inhalt')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(screen.getByText('Inhalt')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
