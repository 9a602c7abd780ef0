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

describe('Modal: closing puts the focus back where it came from (issue 39 §6)', () => {
  it('to the control that opened it; to the main content when that is gone or was the page itself', () => {
    const { rerender } = render(
      <main id="main" tabIndex={-1}>
        <button type="button">Termin ändern</button>
      </main>,
    );
    screen.getByRole('button', { name: 'Termin ändern' }).focus();
    const open = (opener: boolean) => (
      <main id="main" tabIndex={-1}>
        {opener ? <button type="button">Termin ändern</button> : null}
        <Modal title="Termin wählen" onClose={vi.fn()} closeLabel="Schließen">
          <p>Termine</p>
        </Modal>
      </main>
    );
    const closed = (opener: boolean) => (
      <main id="main" tabIndex={-1}>
        {opener ? <button type="button">Termin ändern</button> : null}
      </main>
    );
    rerender(open(true));
    rerender(closed(true));
    expect(screen.getByRole('button', { name: 'Termin ändern' })).toHaveFocus();

    // Opened while nothing had the focus (an error after a call): back to the main content.
    (document.activeElement as HTMLElement).blur();
    rerender(open(true));
    rerender(closed(true));
    expect(screen.getByRole('main')).toHaveFocus();

    // The opener went while the dialog was open: the main content, not the body.
    screen.getByRole('button', { name: 'Termin ändern' }).focus();
    rerender(open(true));
    rerender(open(false));
    rerender(closed(false));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
