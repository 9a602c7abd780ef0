import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '@/components/Modal';

describe('Modal: one dialog over another (issue 10)', () => {
  it('Escape and Tab belong to the top dialog only; the one below keeps what was typed', async () => {
    const user = userEvent.setup();
    const closeBelow = vi.fn();
    const closeTop = vi.fn();
    const { rerender } = render(
      <Modal title="Wie möchtest du buchen?" onClose={closeBelow} closeLabel="Schließen">
        <input aria-label="E-Mail" defaultValue="erika@example.com" />
      </Modal>,
    );
    rerender(
      <>
        <Modal title="Wie möchtest du buchen?" onClose={closeBelow} closeLabel="Schließen">
          <input aria-label="E-Mail" defaultValue="erika@example.com" />
        </Modal>
        <Modal title="Es ist ein Fehler aufgetreten" role="alertdialog" onClose={closeTop} closeLabel="Schließen">
          Der Server antwortet nicht.
        </Modal>
      </>,
    );
    await user.keyboard('{Escape}');
    expect([closeTop.mock.calls.length, closeBelow.mock.calls.length]).toEqual([1, 0]);
    rerender(
      <Modal title="Wie möchtest du buchen?" onClose={closeBelow} closeLabel="Schließen">
        <input aria-label="E-Mail" defaultValue="erika@example.com" />
      </Modal>,
    );
    expect(screen.getByLabelText('E-Mail')).toHaveValue('erika@example.com');
    await user.keyboard('{Escape}');
    expect(closeBelow).toHaveBeenCalledTimes(1);
  });
});
