import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';

function Form() {
  const [showErrors, setShowErrors] = useState(false);
  const focusFirstInvalid = useFocusFirstInvalid();
  return (
    <>
      <label>
        Vorname
        <input aria-invalid={showErrors ? true : undefined} />
      </label>
      <label>
        Nachname
        <input aria-invalid={showErrors ? true : undefined} />
      </label>
      <button
        type="button"
        onClick={() => {
          setShowErrors(true);
          focusFirstInvalid();
        }}
      >
        Weiter
      </button>
    </>
  );
}

describe('focus moves to the first field marked invalid', () => {
  it('once the errors shown in the same update are on the page', async () => {
    render(<Form />);
    act(() => screen.getByRole('button', { name: 'Weiter' }).click());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveFocus(), { timeout: 2000 });
  });

  it('not before it is asked for', () => {
    render(<Form />);
    expect(screen.getByRole('textbox', { name: 'Vorname' })).not.toHaveFocus();
  });
});
