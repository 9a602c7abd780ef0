import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import UserSelectionDialog from '@/features/travellers/components/UserSelectionDialog';
import { renderWithProviders } from '../../../support/render';

const props = { initialEmail: '', loggingIn: false, loginError: null, onCancel: vi.fn(), onSubmit: vi.fn() };

describe('user-selection dialog (spec part 1 §2, §5, §8)', () => {
  it('asks for the e-mail: required, then of the right shape; the guest goes on', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(<UserSelectionDialog {...props} onSubmit={onSubmit} />);
    const email = screen.getByLabelText(/E-Mail/);
    expect(email).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('E-Mail ist ein Pflichtfeld')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'erika@example');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(
      screen.getByText('Die E-Mail-Adresse ist nicht korrekt. Bitte überprüfe deine Eingabe.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'erika@example.com', mode: 'guest', password: '' });
  });

  it('login needs the password', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <UserSelectionDialog {...props} initialEmail="kunde@example.com" onSubmit={onSubmit} />,
    );
    await user.click(screen.getByLabelText('Mit meinem Konto'));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Passwort ist ein Pflichtfeld')).toBeInTheDocument();
    expect(screen.getByLabelText(/Passwort/)).toHaveFocus();
    await user.type(screen.getByLabelText(/Passwort/), 'reisen123');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'kunde@example.com', mode: 'login', password: 'reisen123' });
  });

  it('while logging in: a spinner and the submit disabled, yet Abbrechen and Escape close (and abort) it', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <UserSelectionDialog
        {...props}
        initialEmail="erika@example.com"
        loggingIn
        onCancel={onCancel}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Anmeldung läuft');
    const submit = screen.getByRole('button', { name: /Weiter/ });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    // The fields take no input but keep the focus (a disabled field would drop it to the page).
    const email = screen.getByRole('textbox', { name: /E-Mail/ });
    expect(email).toHaveAttribute('readonly');
    submit.focus();
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(submit).toHaveFocus();
    // A hanging login never traps the person: Abbrechen and Escape still close (and abort) it.
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it("a failed login says 'Die Daten waren ungültig.'; Abbrechen and Escape close it", async () => {
    const onCancel = vi.fn();
    const { user } = await renderWithProviders(
      <UserSelectionDialog {...props} loginError="invalid" onCancel={onCancel} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Die Daten waren ungültig.');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('a server fault says the service is unavailable, not that the data was invalid', async () => {
    await renderWithProviders(<UserSelectionDialog {...props} loginError="unavailable" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Die Anmeldung ist gerade nicht möglich. Bitte versuche es später erneut oder buche als Gast.',
    );
  });
});
