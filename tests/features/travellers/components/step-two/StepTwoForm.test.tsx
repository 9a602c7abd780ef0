import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StepTwoForm, type StepTwoFormProps } from '@/features/travellers/components/step-two/StepTwoForm';
import type { StepTwoFormValues } from '@/features/travellers/step-two-form-schema';
import { createEmptyBooking } from '@/features/booking/booking-state';
import { renderWithProviders } from '../../../../support/render';
import { COMPLETE_CUSTOMER, completeTraveller } from '../../../../support/step-two';

const TODAY = new Date().toISOString().slice(0, 10);
const empty = createEmptyBooking('GRP-ALPS');
const blankTraveller = {
  gender: null,
  title: '',
  firstname: '',
  lastname: '',
  birthday: '',
  passportNumber: '',
  passportCountry: '',
  passportIssueDate: '',
  passportDate: '',
  passportIssuer: '',
  specialNeeds: { ...empty.travellers.user.specialNeeds },
};
const values = (travellers = 1, customer: Partial<StepTwoFormValues['customer']> = {}): StepTwoFormValues => ({
  customer: { ...empty.travellers.user, ...customer },
  travellers: Array.from({ length: travellers }, () => ({ ...blankTraveller })),
  agent: { ...empty.travellers.travelAgent },
});
const guest = {
  requireEmail: true,
  requireEmailRepeat: true,
  requireBirthday: true,
  agencyEmail: null,
  today: TODAY,
  tripEnd: null,
};

function props(change: Partial<StepTwoFormProps> = {}): StepTwoFormProps {
  return {
    defaultValues: values(),
    rules: guest,
    papers: 'none',
    agency: null,
    language: 'de',
    countries: [
      { value: 'DE', name: 'Deutschland' },
      { value: 'AT', name: 'Österreich' },
      { value: 'CH', name: 'Schweiz' },
    ],
    extras: [],
    dogs: [],
    onChange: vi.fn(),
    onValid: vi.fn(),
    submitLabel: 'Daten prüfen',
    ...change,
  };
}

const region = (name: string) => screen.getByRole('region', { name });
const textbox = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name });

// A form of some hundred fields (the phone's country list among them) renders slowly in jsdom.
describe('step 2 form (spec part 2 §5)', { timeout: 20_000 }, () => {
  it('an empty form does not go on: each field says what is missing, traveller messages name the traveller', async () => {
    const onValid = vi.fn();
    const { user } = await renderWithProviders(<StepTwoForm {...props({ onValid, defaultValues: values(2) })} />);
    expect(screen.getByText(/^Du reist als 1\. Reisende\/r mit/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Daten prüfen' }));
    expect(onValid).not.toHaveBeenCalled();
    const customer = region('Rechnungs- und Kontaktdaten');
    for (const text of [
      'Vorname ist ein Pflichtfeld.',
      'Straße ist ein Pflichtfeld.',
      'Hausnummer ist ein Pflichtfeld.',
      'PLZ ist ein Pflichtfeld.',
      'Ort ist ein Pflichtfeld.',
      'E-Mail ist ein Pflichtfeld.',
      'E-Mail wiederholen ist ein Pflichtfeld.',
      'Telefon ist ein Pflichtfeld.',
      'Bitte wähle eine Anrede.',
    ]) {
      expect(within(customer).getByText(text)).toBeInTheDocument();
    }
    expect(
      within(region('2. Reisende/r')).getByText('Vorname des 2. Reisenden ist ein Pflichtfeld.'),
    ).toBeInTheDocument();
    expect(
      within(region('3. Reisende/r')).getByText('Nachname des 3. Reisenden ist ein Pflichtfeld.'),
    ).toBeInTheDocument();
    expect(textbox(customer, 'Vorname')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(customer, 'Vorname')).toHaveAccessibleDescription('Vorname ist ein Pflichtfeld.');
  });

  it("limits and shapes: a 36-character name, a street of 31, an e-mail without domain, a repeat that differs, the agency's own e-mail", async () => {
    const { user } = await renderWithProviders(
      <StepTwoForm {...props({ rules: { ...guest, agencyEmail: 'office@agency.example' } })} />,
    );
    const customer = region('Rechnungs- und Kontaktdaten');
    // The fields take no more than their limit: a prefilled longer value is refused with the limit.
    expect(textbox(customer, 'Vorname')).toHaveAttribute('maxlength', '35');
    expect(textbox(customer, 'Straße')).toHaveAttribute('maxlength', '30');
    expect(textbox(customer, 'Hausnummer')).toHaveAttribute('maxlength', '5');
    expect(textbox(customer, 'PLZ')).toHaveAttribute('maxlength', '6');
    await user.type(textbox(customer, 'E-Mail'), 'erika@example');
    expect(
      await within(customer).findByText('Die E-Mail-Adresse ist nicht korrekt. Bitte überprüfe deine Eingabe.'),
    ).toBeInTheDocument();
    await user.clear(textbox(customer, 'E-Mail'));
    await user.type(textbox(customer, 'E-Mail'), 'Office@Agency.example');
    expect(
      await within(customer).findByText(
        'Bitte gib die E-Mail-Adresse deiner Kundin oder deines Kunden an, nicht die des Reisebüros.',
      ),
    ).toBeInTheDocument();
    await user.type(textbox(customer, 'E-Mail wiederholen'), 'office@agency.example');
    expect(await within(customer).findByText('Die E-Mail-Adressen stimmen nicht überein.')).toBeInTheDocument();
  });

  it('blocks pasting into the e-mail repeat (spec: an equals field blocks pasting)', async () => {
    const { user } = await renderWithProviders(<StepTwoForm {...props()} />);
    const repeat = textbox(region('Rechnungs- und Kontaktdaten'), 'E-Mail wiederholen');
    await user.click(repeat);
    await user.paste('erika@example.com');
    expect(repeat).toHaveValue('');
    expect(repeat).toHaveAccessibleDescription('Bitte tippe die E-Mail-Adresse noch einmal ein.');
  });

  it("no e-mail repeat for a logged-in customer with an e-mail; an agency may leave the customer's e-mail empty", async () => {
    const onValid = vi.fn();
    const agency = {
      erpId: 'AG-4711',
      companyName: 'Reisebüro Sonnenschein',
      email: 'agentur@example.com',
      paymentDirect: false,
      canGenerateVVI: true,
    };
    const { user } = await renderWithProviders(
      <StepTwoForm
        {...props({
          onValid,
          agency,
          rules: {
            ...guest,
            requireEmail: false,
            requireEmailRepeat: false,
            requireBirthday: false,
            agencyEmail: agency.email,
          },
          defaultValues: {
            ...values(1, { ...COMPLETE_CUSTOMER, email: '', emailRepeat: '', birthday: '' }),
            travellers: [{ ...blankTraveller, ...completeTraveller(2), gender: 'male' }],
          },
        })}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'E-Mail wiederholen' })).toBeNull();
    // The agency books for its client: never 'Du reist als 1. Reisende/r mit' (issue 39 §6).
    expect(screen.queryByText(/Du reist als/)).toBeNull();
    expect(
      screen.getByText(
        'Hier gibst du die Daten deiner Kundin oder deines Kunden ein, die oder der als 1. Reisende/r mitreist.',
      ),
    ).toBeInTheDocument();
    const agencyBlock = region('Reisebüro');
    expect(within(agencyBlock).getByText('AG-4711')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Daten prüfen' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(within(agencyBlock).getByText('Vorname ist ein Pflichtfeld.')).toBeInTheDocument();
    // The first marked field takes the focus in the next frame; a person types after that.
    await waitFor(() => expect(agencyBlock.contains(document.activeElement)).toBe(true));
    await user.click(within(agencyBlock).getByRole('radio', { name: 'Frau' }));
    await user.type(textbox(agencyBlock, 'Vorname'), 'Anna');
    await user.type(textbox(agencyBlock, 'Nachname'), 'Agent');
    await user.type(textbox(agencyBlock, 'E-Mail'), 'anna@agency.example');
    await user.click(screen.getByRole('button', { name: 'Daten prüfen' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({
      agent: { firstname: 'Anna', email: 'anna@agency.example' },
      customer: { email: '' },
    });
  });

  it('hands every change on at once, only for the part that changed', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<StepTwoForm {...props({ onChange, defaultValues: values(1) })} />);
    await user.type(textbox(region('2. Reisende/r'), 'Nachname'), 'Mu');
    expect(onChange).toHaveBeenLastCalledWith({
      part: 'traveller',
      index: 0,
      values: expect.objectContaining({ lastname: 'Mu' }),
    });
    await user.click(within(region('Rechnungs- und Kontaktdaten')).getByRole('checkbox', { name: 'vegan' }));
    expect(onChange).toHaveBeenLastCalledWith({
      part: 'customer',
      values: expect.objectContaining({ specialNeeds: expect.objectContaining({ vegan: true }) }),
    });
  });

  it('a birthday in the future or before 1920 is refused with the labelled limit', async () => {
    const { user } = await renderWithProviders(<StepTwoForm {...props({ defaultValues: values(1) })} />);
    const traveller = region('2. Reisende/r');
    await user.type(within(traveller).getByLabelText('Geburtsdatum: Tag'), '01');
    await user.type(within(traveller).getByLabelText('Geburtsdatum: Monat'), '01');
    await user.type(within(traveller).getByLabelText('Geburtsdatum: Jahr'), '1919');
    expect(
      await within(traveller).findByText('Geburtsdatum des 2. Reisenden darf nicht kleiner als 01.01.1920 sein'),
    ).toBeInTheDocument();
  });

  it('a passport trip asks each traveller for the passport; nationality only asks the nationality', async () => {
    const { unmount } = await renderWithProviders(
      <StepTwoForm {...props({ papers: 'passport', defaultValues: values(1) })} />,
    );
    for (const name of ['1. Reisende/r: Rechnungsempfänger', '2. Reisende/r']) {
      const block = region(name);
      expect(within(block).getByRole('textbox', { name: 'Reisepassnummer' })).toBeInTheDocument();
      expect(within(block).getByRole('combobox', { name: 'Nationalität' })).toBeInTheDocument();
      expect(within(block).getByRole('group', { name: /Reisepass gültig bis/ })).toBeInTheDocument();
      expect(within(block).getByRole('textbox', { name: 'Ausstellende Behörde' })).toHaveAttribute('maxlength', '35');
    }
    unmount();
    await renderWithProviders(<StepTwoForm {...props({ papers: 'nationality', defaultValues: values(1) })} />);
    expect(within(region('2. Reisende/r')).getByRole('combobox', { name: 'Nationalität' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reisepassnummer' })).toBeNull();
  });

  it('shows what each traveller chose in step 1 and the dogs with the first traveller; no emergency contact nobody can fill in', async () => {
    await renderWithProviders(
      <StepTwoForm
        {...props({
          extras: [{ equipment: [{ id: 7, name: 'E-Bike', bodySize: 178 }] }, { equipment: [] }],
          dogs: [{ id: 'DOG_1', dogname: 'Bello', shoulderheight: 50, bodyWeight: 20, race: 'Labrador' }],
        })}
      />,
    );
    const first = region('1. Reisende/r: Rechnungsempfänger');
    expect(within(first).getByText('E-Bike, Körpergröße 178 cm')).toBeInTheDocument();
    expect(within(first).getByText('Bello (Labrador, 50 cm, 20 kg)')).toBeInTheDocument();
    // The spec keeps the emergency contact disabled (part 2 §3): fields nobody can fill in are not shown.
    expect(within(first).queryByText(/Notfallkontakt/)).toBeNull();
    expect(
      within(first)
        .queryAllByRole('textbox')
        .filter((box) => (box as HTMLInputElement).disabled),
    ).toEqual([]);
  });

  it('a complete form goes on with every value', async () => {
    const onValid = vi.fn();
    const { user } = await renderWithProviders(
      <StepTwoForm
        {...props({
          onValid,
          defaultValues: {
            ...values(1, COMPLETE_CUSTOMER),
            travellers: [{ ...blankTraveller, ...completeTraveller(2), gender: 'male' }],
          },
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Daten prüfen' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({
      customer: { firstname: 'Erika', telephone: '+491701234567' },
      travellers: [{ firstname: 'Max2' }],
    });
  });
});

describe('a passport that runs out during the trip (issue 23, beyond the spec)', { timeout: 20_000 }, () => {
  it("is refused with a message naming the traveller and the journey's last day", async () => {
    const passport = {
      passportNumber: 'C01X00T47',
      passportCountry: 'DE',
      passportIssueDate: '2020-01-01',
      passportIssuer: 'Stadt München',
    };
    const traveller = {
      ...blankTraveller,
      ...completeTraveller(2),
      gender: 'male' as const,
      ...passport,
      passportDate: '2027-01-01',
    };
    const onValid = vi.fn();
    const { user } = await renderWithProviders(
      <StepTwoForm
        {...props({
          onValid,
          papers: 'passport',
          rules: { ...guest, tripEnd: '2027-01-20' },
          defaultValues: {
            ...values(1, { ...COMPLETE_CUSTOMER, ...passport, passportDate: '2030-05-01' }),
            travellers: [traveller],
          },
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Daten prüfen' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(
      within(region('2. Reisende/r')).getByText(
        'Der Reisepass von Max2 Muster läuft vor dem Ende der Reise am 20.01.2027 ab. Er muss bis dahin gültig sein.',
      ),
    ).toBeInTheDocument();
    expect(within(region('1. Reisende/r: Rechnungsempfänger')).queryByText(/läuft vor dem Ende der Reise/)).toBeNull();
  });
});

describe(
  'step 2 asks first what is required (issue 39 §5; spec part 2 §3 title and diet are optional)',
  { timeout: 20_000 },
  () => {
    const summary = 'Titel und besondere Ernährung (freiwillig)';

    it("each person's title and diet are folded under one line, the fields still in the form", async () => {
      await renderWithProviders(<StepTwoForm {...props({ defaultValues: values(1) })} />);
      for (const name of ['Rechnungs- und Kontaktdaten', '2. Reisende/r']) {
        const details = within(region(name)).getByText(summary).closest('details');
        expect(details).not.toHaveAttribute('open');
        expect(within(details as HTMLElement).getByRole('combobox', { name: 'Titel' })).toHaveValue('');
      }
    });

    it('a title or a diet already given (a profile, an earlier entry) shows its box open, the others stay folded', async () => {
      const defaultValues = values(2, { title: 'Dr.' });
      defaultValues.travellers[1] = {
        ...blankTraveller,
        specialNeeds: { ...blankTraveller.specialNeeds, vegan: true },
      };
      await renderWithProviders(<StepTwoForm {...props({ defaultValues })} />);
      const open = (name: string) => within(region(name)).getByText(summary).closest('details')?.hasAttribute('open');
      expect(open('Rechnungs- und Kontaktdaten')).toBe(true);
      expect(open('2. Reisende/r')).toBe(false);
      expect(open('3. Reisende/r')).toBe(true);
    });
  },
);
