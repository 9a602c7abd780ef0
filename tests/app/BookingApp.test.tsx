import { selectSchedule } from '@/features/choices';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingApp } from '@/app/BookingApp';
import { parsePageConfig, type PageConfig } from '@/config/page-config';
import { rawKeysIn, renderWithProviders } from '../support/render';
import { mock } from '../support/mock-server';
import { COMPLETE_CUSTOMER, completeTraveller } from '../support/step-two';
import { customerChanged, travellerChanged } from '@/features/travellers/travellers-reducers';
import { chooseRoomPlace } from '@/features/travellers/room-places';

function configFor(path: string, search = ''): PageConfig & { travelCode: string } {
  const result = parsePageConfig({ pathname: path, search }, null);
  if (!result.ok || !result.config.travelCode) throw new Error(`bad test config ${path}`);
  return { ...result.config, travelCode: result.config.travelCode };
}

async function renderBooking(path = '/b/GRP-ALPS', search = '', hash = '') {
  window.location.hash = hash;
  const config = configFor(path, search);
  const navigateTo = vi.fn();
  const rendered = await renderWithProviders(<BookingApp config={config} navigateTo={navigateTo} loadOnMount />, {
    language: config.language,
  });
  // The trip's name comes in the page language (issue 23 item 26).
  await screen.findByRole('heading', {
    level: 1,
    name: /Alpenüberquerung|Crossing the Alps|Traversata delle Alpi|Island|Iceland|Islanda|Jordanien|Jordan|Giordania/,
  });
  return { ...rendered, navigateTo };
}

type User = Awaited<ReturnType<typeof renderBooking>>['user'];

/** Step 1 of a group trip is ready when its date table is there. */
const dateButtons = () => screen.findAllByRole('button', { name: /^Termin .* auswählen$/ });

async function chooseFirstDate(user: User) {
  await user.click((await dateButtons())[0] as HTMLElement);
}

async function chooseTwinAndSingle(user: User) {
  await chooseFirstDate(user);
  await user.type(screen.getByLabelText('Anzahl Reisende'), '3');
  await user.click(screen.getByRole('button', { name: 'Doppelzimmer hinzufügen' }));
  await user.click(screen.getByRole('button', { name: 'Einzelzimmer hinzufügen' }));
}

/** From a complete step 1 through the user selection as a guest, with three travellers' step 2 data known already (its own tests fill it in field by field). */
async function goOnAsGuestWithStepTwoKnown(user: User, store: Awaited<ReturnType<typeof renderBooking>>['store']) {
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  const dialog = await screen.findByRole('dialog', { name: 'Wie möchtest du buchen?' });
  await user.type(within(dialog).getByLabelText(/E-Mail/), 'erika@example.com');
  store.dispatch(customerChanged({ ...COMPLETE_CUSTOMER, email: '' }));
  for (const index of [0, 1]) store.dispatch(travellerChanged({ index, values: completeTraveller(index + 2) }));
  await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
}

afterEach(() => {
  window.location.hash = '';
});

describe('the booking page shell', () => {
  it.each([
    ['/b/GRP-ALPS', 'Deine Reise', 'Deine Daten', 'Übersicht', 'Reisecode'],
    ['/en/b/GRP-ALPS', 'Your trip', 'Your details', 'Overview', 'Trip code'],
    ['/it/b/GRP-ALPS', 'Il tuo viaggio', 'I tuoi dati', 'Riepilogo', 'Codice viaggio'],
  ])(
    '%s shows the header and the three steps in its language, with no raw keys',
    async (path, one, two, three, code) => {
      const { container } = await renderBooking(path);
      const steps = screen.getByRole('navigation', { name: /Buchungsschritte|Booking steps|Fasi/ });
      expect(
        within(steps)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([`1${one}`, `2${two}`, `3${three}`]);
      expect(screen.getByText(code)).toBeInTheDocument();
      expect(screen.getByText('GRP-ALPS')).toBeInTheDocument();
      await screen.findByRole('table');
      expect(rawKeysIn(container)).toEqual([]);
    },
  );

  it('step 1 is current; steps 2 and 3 are no links before step 1 is complete (spec part 1 §2)', async () => {
    await renderBooking();
    const steps = screen.getByRole('navigation', { name: 'Buchungsschritte' });
    expect(within(steps).getByText('Deine Reise').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    expect(within(steps).queryByRole('link')).toBeNull();
  });

  it('shows what the price includes, the price information and the price notice (spec part 1 §3)', async () => {
    await renderBooking();
    expect(await screen.findByRole('heading', { name: 'Im Reisepreis enthalten', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Halbpension')).toBeInTheDocument();
    expect(screen.getByText('Preise pro Person, inklusive Flug ab/bis Innsbruck.')).toBeInTheDocument();
    expect(screen.getByText(/Kinder unter 12 Jahren reisen im Zimmer der Eltern/)).toBeInTheDocument();
  });

  it('4 travellers in one twin room: no step-bar link, and the address bar goes back to step 1 (spec part 1 §5)', async () => {
    const { user } = await renderBooking();
    await chooseFirstDate(user);
    await user.type(screen.getByLabelText('Anzahl Reisende'), '4');
    await user.click(screen.getByRole('button', { name: 'Doppelzimmer hinzufügen' }));
    const steps = screen.getByRole('navigation', { name: 'Buchungsschritte' });
    expect(within(steps).queryByRole('link')).toBeNull();
    for (const hash of ['#/user', '#/overview']) {
      window.location.hash = hash;
      await waitFor(() => expect(window.location.hash).toBe('#/schedule'));
    }
    expect(await screen.findByRole('heading', { name: 'Deine Reise', level: 2 })).toBeInTheDocument();
  });

  it('an empty party size blocks Weiter with its message, not a room count (spec part 1 §5)', async () => {
    const { user } = await renderBooking();
    await chooseTwinAndSingle(user);
    await user.clear(screen.getByLabelText('Anzahl Reisende'));
    expect(screen.queryByText(/Noch ohne Zimmer/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Anzahl Reisende ist ein Pflichtfeld')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Anzahl Reisende')).toHaveFocus());
  });

  it('goes through the three steps and back', async () => {
    const { user, store } = await renderBooking();
    await chooseTwinAndSingle(user);
    expect(screen.getByText('Alle Reisenden haben ein Zimmer.')).toBeInTheDocument();
    await goOnAsGuestWithStepTwoKnown(user, store);
    expect(await screen.findByRole('heading', { name: 'Deine Daten', level: 2 })).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'Rechnungs- und Kontaktdaten' });
    expect(
      within(customer).getByLabelText('E-Mail', { exact: false, selector: 'input[type=email]:not([id$=Repeat])' }),
    ).toHaveValue('erika@example.com');
    expect(within(customer).getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Erika');
    await user.click(screen.getByRole('button', { name: 'Daten prüfen' }));
    // (Step 3's code and texts load now: on a busy machine that takes more than a second.)
    expect(
      await screen.findByRole('heading', { name: 'Übersicht prüfen', level: 2 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(store.getState().booking.travellers.stepTwoComplete).toBe(true);
    expect(screen.getByText('Kurtaxe (verpflichtend), 3×')).toBeInTheDocument();
    expect(screen.getByTestId('overview-total')).toHaveTextContent('€ 7.945,–');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Buchungsschritte' })).getByRole('link', { name: /Deine Reise/ }),
    );
    expect(await screen.findByLabelText('Anzahl Reisende')).toHaveValue(3);
    expect(screen.getByText('Dein Termin')).toBeInTheDocument();
    // Step 2's full form and step 3 render here: more than the default 5 s on a busy machine.
  }, 15_000);

  it('step 2 says who sleeps in which room, the payload carries it, and nobody goes on without a room (issue 23 item 9)', async () => {
    const { user, store } = await renderBooking();
    await chooseTwinAndSingle(user);
    await goOnAsGuestWithStepTwoKnown(user, store);
    const rooms = await screen.findByRole('region', { name: 'Zimmeraufteilung' }, { timeout: 5000 });
    const twin = within(rooms).getByRole('group', { name: 'Zimmer 1: Doppelzimmer' });
    const single = within(rooms).getByRole('group', { name: 'Zimmer 2: Einzelzimmer' });
    // In order by default.
    expect(
      within(twin)
        .getAllByRole('combobox')
        .map((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent),
    ).toEqual(['Erika Muster', 'Max2 Muster']);
    expect(within(single).getByRole('combobox', { name: 'Platz 1' })).toHaveDisplayValue('Max3 Muster');
    // Erika takes the single room; Max3 takes her place.
    await user.selectOptions(within(single).getByRole('combobox', { name: 'Platz 1' }), 'Erika Muster');
    expect(within(twin).getByRole('combobox', { name: 'Platz 1' })).toHaveDisplayValue('Max3 Muster');
    const { selectBookingPayload } = await import('@/features/booking/payload-selectors');
    const sent = selectBookingPayload(store.getState(), { language: 'de', whitelabel: null });
    expect(sent.rooms.map((room) => room.travellers.map((t) => t.firstname))).toEqual([['Max3', 'Max2'], ['Erika']]);
    // A place emptied (as a corrupt or older stored choice would leave it): named, and step 2 is not left.
    await user.selectOptions(within(single).getByRole('combobox', { name: 'Platz 1' }), 'Erika Muster');
    store.dispatch(chooseRoomPlace({ room: 1, place: 0, traveller: null }));
    expect(await within(rooms).findByRole('alert')).toHaveTextContent(
      'Noch ohne Zimmer: Erika Muster. Bitte teile alle Reisenden einem Zimmer zu.',
    );
    await user.click(screen.getByRole('button', { name: 'Daten prüfen' }));
    expect(screen.getByRole('heading', { name: 'Deine Daten', level: 2 })).toBeInTheDocument();
    expect(store.getState().booking.travellers.stepTwoComplete).toBe(false);
    expect(
      within(screen.getByRole('navigation', { name: 'Buchungsschritte' })).queryByRole('link', { name: /Übersicht/ }),
    ).toBeNull();
    await user.selectOptions(within(single).getByRole('combobox', { name: 'Platz 1' }), 'Erika Muster');
    expect(within(rooms).queryByRole('alert')).toBeNull();
  }, 15_000);

  it('blocks going on while travellers have no room, with the remaining count', async () => {
    const { user } = await renderBooking();
    await chooseFirstDate(user);
    await user.type(screen.getByLabelText('Anzahl Reisende'), '3');
    await user.click(screen.getByRole('button', { name: 'Doppelzimmer hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Noch ohne Zimmer: 1 Person.');
    expect(window.location.hash).toMatch(/^#\/schedule/);
  });

  it('shows the party size errors next to the field (spec part 1 §5)', async () => {
    const { user } = await renderBooking();
    expect(await screen.findByLabelText('Anzahl Reisende')).toBeDisabled();
    await chooseFirstDate(user);
    const pax = screen.getByLabelText('Anzahl Reisende');
    const description = () => document.getElementById(pax.getAttribute('aria-describedby') ?? '')?.textContent;
    await user.type(pax, '13');
    expect(description()).toBe('Anzahl Reisende darf nicht größer als 12 sein');
    expect(pax).toHaveAttribute('aria-invalid', 'true');
    await user.clear(pax);
    expect(description()).toBe('Anzahl Reisende ist ein Pflichtfeld');
    await user.type(pax, '4');
    expect(description()).toBe('1 bis 12 Personen');
    expect(pax).not.toHaveAttribute('aria-invalid');
  });

  it('/user without rooms goes to /schedule (spec part 1 §2)', async () => {
    await renderBooking('/b/GRP-ALPS', '', '#/user');
    await dateButtons();
    expect(window.location.hash).toBe('#/schedule');
  });

  it('/overview without the user selection goes to step 1, before step 2 was left to step 2 (spec part 1 §2)', async () => {
    const { user } = await renderBooking();
    await chooseTwinAndSingle(user);
    window.location.hash = '#/overview';
    await waitFor(() => expect(window.location.hash).toBe('#/schedule'));
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wie möchtest du buchen?' });
    await user.type(within(dialog).getByLabelText(/E-Mail/), 'erika@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('heading', { name: 'Deine Daten', level: 2 })).toBeInTheDocument();
    window.location.hash = '#/overview';
    await waitFor(() => expect(window.location.hash).toBe('#/user'));
  });

  it('unknown routes go to /schedule', async () => {
    await renderBooking('/b/GRP-ALPS', '', '#/somewhere/else');
    await dateButtons();
    expect(window.location.hash).toBe('#/schedule');
  });

  it('preselects the schedule of #/schedule/{erpId} and the party size of ?pax', async () => {
    const erpId = mock.db.catalogue.schedules['GRP-ALPS']?.[3]?.erpId ?? '';
    const { store } = await renderBooking('/b/GRP-ALPS', '?pax=2', `#/schedule/${erpId}`);
    await waitFor(() => expect(selectSchedule(store.getState())?.erpId).toBe(erpId));
    expect(store.getState().booking.party.pax).toBe(2);
  });

  it('preselects the first bookable schedule of ?date', async () => {
    const start = mock.db.catalogue.schedules['GRP-ALPS']?.find((s, i) => i >= 6 && s.bookable)?.start ?? '';
    const { store } = await renderBooking('/b/GRP-ALPS', `?date=${start}`);
    await waitFor(() => expect(store.getState().booking.party.selectedDate).toBe(start));
  });

  it('a sold-out date in the address is not chosen: the person chooses from what is offered', async () => {
    const list = mock.db.catalogue.schedules['GRP-ALPS'] ?? [];
    const soldOut = list.find((s) => list.filter((o) => o.start === s.start).every((o) => !o.bookable && !o.onRequest));
    if (!soldOut) throw new Error('test data: no sold-out date');
    const { store } = await renderBooking('/b/GRP-ALPS', `?date=${soldOut.start}`);
    await waitFor(() => expect(store.getState().travel.status).toBe('succeeded'));
    await waitFor(() => expect(store.getState().upgrades.status).toBe('succeeded'));
    expect(store.getState().booking.party.selectedDate).toBeNull();
  });

  it("a schedule load failure says so once, where the dates would be, with the server's words and the retry", async () => {
    mock.db.fail('schedule', { kind: 'error', status: 500, message: 'Terminserver nicht erreichbar', times: 1 });
    const { user } = await renderBooking();
    const notice = (await screen.findByText('Die Termine konnten nicht geladen werden.')).closest('[role="alert"]');
    expect(await within(notice as HTMLElement).findByText('Terminserver nicht erreichbar')).toBeInTheDocument();
    // One message per failure: the overlay does not say it again in other words.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect((await dateButtons()).length).toBeGreaterThan(5);
  });

  it('a trip that does not exist (404) says so with the server\'s word and a link to every trip, not "try again"', async () => {
    window.location.hash = '';
    const config = configFor('/b/UNKNOWN');
    await renderWithProviders(<BookingApp config={config} navigateTo={vi.fn()} loadOnMount />);
    expect(await screen.findByRole('heading', { name: 'Diese Reise gibt es nicht' })).toBeInTheDocument();
    expect(screen.getByText('Diese Reise gibt es nicht.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Reisen ansehen' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a trip that cannot be loaded for another reason offers to try again', async () => {
    window.location.hash = '';
    mock.db.fail('travel', { kind: 'error', status: 503, times: 1 });
    const { user } = await renderWithProviders(
      <BookingApp config={configFor('/b/GRP-ALPS')} navigateTo={vi.fn()} loadOnMount />,
    );
    expect(await screen.findByRole('heading', { name: 'Die Reise konnte nicht geladen werden' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Alpenüberquerung/ })).toBeInTheDocument();
  });

  it('NODATES says there are no dates', async () => {
    window.location.hash = '';
    await renderWithProviders(<BookingApp config={configFor('/b/NODATES')} navigateTo={vi.fn()} loadOnMount />);
    expect(await screen.findByText('Für diese Reise sind leider keine Termine verfügbar.')).toBeInTheDocument();
  });
});

describe('dates for a year or a range (spec part 1 §7)', () => {
  it('?start and ?end load the dates with POST {dateRange, year}; without them GET', async () => {
    const calls: { method: string; body: unknown }[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/fapi/schedule/GRP-ALPS') {
        void request
          .clone()
          .text()
          .then((text) => calls.push({ method: request.method, body: text ? (JSON.parse(text) as unknown) : null }));
      }
    });
    const list = mock.db.catalogue.schedules['GRP-ALPS'] ?? [];
    const start = list[10]?.start ?? '';
    const end = list[20]?.start ?? '';
    await renderBooking('/b/GRP-ALPS', `?start=${start}&end=${end}`);
    const buttons = await dateButtons();
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'POST', body: { dateRange: `${start}|${end}`, year: null } }]),
    );
    expect(buttons.length).toBeLessThan(new Set(list.map((s) => s.start)).size);
    mock.server.events.removeAllListeners();
  });
});

describe('a badly encoded hash (issue 9)', () => {
  it('#/schedule/%E0%A4%A is ignored without an uncaught URIError', async () => {
    await renderBooking('/b/GRP-ALPS', '', '#/schedule/%E0%A4%A');
    expect((await dateButtons()).length).toBeGreaterThan(3);
  });
});

describe('the VVI-only mode (spec part 2 §2: a single step)', () => {
  it("shows one step, and the later steps' addresses lead back to it", async () => {
    window.location.hash = '#/overview';
    const config = { ...configFor('/b/GRP-ALPS'), vviOnly: true };
    await renderWithProviders(<BookingApp config={config} navigateTo={vi.fn()} loadOnMount />, { language: 'de' });
    await screen.findByRole('heading', { level: 1, name: /Alpenüberquerung/ });
    const steps = screen.getByRole('navigation', { name: 'Buchungsschritte' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Deine Reise']);
    await waitFor(() => expect(window.location.hash).toBe('#/schedule'));
  });
});

describe('the first paint (issue 10: boot starts the calls it does not show after it)', () => {
  it('tells once that the page has been painted, and never again on later renders', async () => {
    const onFirstPaint = vi.fn();
    window.location.hash = '';
    const { user } = await renderWithProviders(
      <BookingApp config={configFor('/b/GRP-ALPS')} navigateTo={vi.fn()} loadOnMount onFirstPaint={onFirstPaint} />,
    );
    await waitFor(() => expect(onFirstPaint).toHaveBeenCalledTimes(1));
    await chooseFirstDate(user);
    await user.type(screen.getByLabelText('Anzahl Reisende'), '2');
    await new Promise((resolve) => {
      setTimeout(resolve, 150);
    });
    expect(onFirstPaint).toHaveBeenCalledTimes(1);
  });
});
