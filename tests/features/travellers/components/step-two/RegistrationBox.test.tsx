import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegistrationBox } from '@/features/travellers/components/step-two/RegistrationBox';
import { StepTwoForm } from '@/features/travellers/components/step-two/StepTwoForm';
import { stepTwoValuesOf } from '@/features/travellers/step-two-values';
import { customerChanged } from '@/features/travellers/travellers-reducers';
import { createEmptyBooking } from '@/features/booking/booking-state';
import { createTestStore } from '../../../../support/store';
import { renderWithProviders } from '../../../../support/render';
import { COMPLETE_CUSTOMER } from '../../../../support/step-two';

async function renderBox(email = 'neu@example.com') {
  const store = createTestStore({ booking: createEmptyBooking('GRP-ALPS') });
  store.dispatch(customerChanged({ ...COMPLETE_CUSTOMER, email, emailRepeat: email }));
  const rendered = await renderWithProviders(
    <StepTwoForm
      defaultValues={stepTwoValuesOf(store.getState())}
      rules={{
        requireEmail: true,
        requireEmailRepeat: true,
        requireBirthday: true,
        agencyEmail: null,
        today: '2026-11-21',
        tripEnd: null,
      }}
      papers="none"
      agency={null}
      language="de"
      countries={[{ value: 'DE', name: 'Deutschland' }]}
      extras={[]}
      dogs={[]}
      onChange={vi.fn()}
      onValid={vi.fn()}
      submitLabel="Daten prüfen"
    >
      <RegistrationBox />
    </StepTwoForm>,
    { store },
  );
  return rendered;
}

const box = () => screen.getByRole('region', { name: 'Kundenkonto anlegen' });

describe('registration in step 2 (spec part 2 §5, §6, §8)', { timeout: 20_000 }, () => {
  it('is offered, its password fields on request (issue 39 §5: the optional after the required)', async () => {
    const { user } = await renderBox();
    const details = within(box()).getByText('Passwort festlegen').closest('details') as HTMLElement;
    expect(details).not.toHaveAttribute('open');
    await user.click(within(box()).getByText('Passwort festlegen'));
    expect(details).toHaveAttribute('open');
    expect(within(details).getByLabelText('Passwort')).toBeInTheDocument();
  });

  it('needs a password of 8 characters and an equal repeat', async () => {
    const { user } = await renderBox();
    await user.type(within(box()).getByLabelText('Passwort'), 'kurz');
    await user.type(within(box()).getByLabelText('Passwort wiederholen'), 'kurz!');
    await user.click(within(box()).getByRole('button', { name: 'Kundenkonto anlegen' }));
    expect(
      within(box()).getByText('Dieser Wert ist zu kurz er muss mindestens 8 Zeichen lang sein.'),
    ).toBeInTheDocument();
    expect(within(box()).getByText('Das Passwort ist nicht gleich.')).toBeInTheDocument();
    expect(within(box()).getByLabelText('Passwort')).toHaveFocus();
  });

  it('creates the account and logs the guest in; the password reaches the server only', async () => {
    const { user, store } = await renderBox();
    await user.type(within(box()).getByLabelText('Passwort'), 'geheim-123');
    await user.type(within(box()).getByLabelText('Passwort wiederholen'), 'geheim-123');
    await user.click(within(box()).getByRole('button', { name: 'Kundenkonto anlegen' }));
    expect(await screen.findByText('Dein Kundenkonto ist angelegt, du bist angemeldet.')).toBeInTheDocument();
    expect(store.getState().user.data).toMatchObject({ email: 'neu@example.com', firstname: 'Erika' });
    expect(JSON.stringify(store.getState())).not.toContain('geheim-123');
    expect(JSON.stringify({ ...localStorage })).not.toContain('geheim-123');
  });

  it("an e-mail that has an account already: the server's word at the e-mail field", async () => {
    const { user } = await renderBox('kunde@example.com');
    await user.type(within(box()).getByLabelText('Passwort'), 'geheim-123');
    await user.type(within(box()).getByLabelText('Passwort wiederholen'), 'geheim-123');
    await user.click(within(box()).getByRole('button', { name: 'Kundenkonto anlegen' }));
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(await screen.findByText('Zu dieser E-Mail-Adresse gibt es schon ein Kundenkonto.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Zu dieser E-Mail-Adresse gibt es schon ein Kundenkonto.');
    expect(within(box()).getByRole('alert')).toHaveTextContent(
      'Das Kundenkonto konnte nicht angelegt werden: Die Daten waren ungültig.',
    );
  });
});
