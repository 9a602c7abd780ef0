import { selectSchedule } from '@/features/choices';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionButton } from '@/features/contact';
import { bookedStore } from '../../../support/catalogue-store';
import { mock } from '../../../support/mock-server';
import { renderWithProviders } from '../../../support/render';

async function openQuestion() {
  const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
  const rendered = await renderWithProviders(<QuestionButton />, { store });
  await rendered.user.click(screen.getByRole('button', { name: 'Frage zur Reise?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Frage zur Reise' });
  return { ...rendered, store, dialog };
}

function questionBodies() {
  const bodies: unknown[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/question'))
      void request
        .clone()
        .json()
        .then((json: unknown) => {
          bodies.push(json);
        });
  });
  return bodies;
}

describe('the question form (spec part 2 §2, §4, §5, §7)', () => {
  afterEach(() => {
    mock.server.events.removeAllListeners();
  });

  it('asks for the e-mail, the question and the consent, marks them and focuses the first', async () => {
    const { user, dialog } = await openQuestion();
    const bodies = questionBodies();
    await user.click(within(dialog).getByRole('button', { name: 'Frage absenden' }));
    expect(within(dialog).getByText('E-Mail ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(within(dialog).getByText('Deine Frage ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte stimme der Verarbeitung deiner Angaben zu.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^E-Mail/ })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: /^E-Mail/ }), 'erika@');
    expect(
      within(dialog).getByText('Die E-Mail-Adresse ist nicht korrekt. Bitte überprüfe deine Eingabe.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('counts the characters up to 5000', async () => {
    const { user, dialog } = await openQuestion();
    const question = within(dialog).getByRole('textbox', { name: /^Deine Frage/ });
    await user.type(question, 'Gibt es Halbpension?');
    const counter = within(dialog).getByText('20 von 5000 Zeichen', { selector: '.form-row__hint' });
    expect(question.getAttribute('aria-describedby')).toContain(counter.id);
    // Not read out at every keystroke: a polite live region tells the count once typing pauses (issue 23).
    expect(counter).not.toHaveAttribute('aria-live');
    await waitFor(() =>
      expect(within(dialog).getByText('20 von 5000 Zeichen', { selector: '[aria-live="polite"]' })).toBeInTheDocument(),
    );
  });

  it('sends the question with the trip and the chosen dates; 202 says it arrived', async () => {
    const { user, dialog, store } = await openQuestion();
    const bodies = questionBodies();
    await user.type(within(dialog).getByRole('textbox', { name: /^E-Mail/ }), ' erika@example.com ');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Erika');
    await user.type(within(dialog).getByRole('textbox', { name: /^Deine Frage/ }), 'Gibt es Halbpension?');
    await user.click(within(dialog).getByRole('checkbox', { name: /Datenschutzhinweise/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Frage absenden' }));
    expect(await within(dialog).findByText('Deine Anfrage wurde übermittelt!')).toHaveFocus();
    const schedule = selectSchedule(store.getState());
    expect(bodies).toEqual([
      {
        email: 'erika@example.com',
        name: 'Erika',
        question: 'Gibt es Halbpension?',
        agb: true,
        newsletter: false,
        travel: 'GRP-ALPS',
        scheduleStart: schedule?.start,
        scheduleEnd: schedule?.end,
      },
    ]);
  });

  it.each([
    ['a server error', { kind: 'error', status: 500 }],
    ['a 200 instead of 202', { kind: 'reply', status: 200, body: { ok: true } }],
    ['no connection', { kind: 'network' }],
  ] as const)('%s says it failed and keeps what was typed', async (_name, failure) => {
    const { user, dialog } = await openQuestion();
    mock.db.fail('question', { ...failure, times: 1 });
    await user.type(within(dialog).getByRole('textbox', { name: /^E-Mail/ }), 'erika@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /^Deine Frage/ }), 'Gibt es Halbpension?');
    await user.click(within(dialog).getByRole('checkbox', { name: /Datenschutzhinweise/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Frage absenden' }));
    expect(
      await within(dialog).findByText('Fehler bei der Übermittlung der Anfrage. Bitte versuche es später erneut.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Deine Frage/ })).toHaveValue('Gibt es Halbpension?');
    await user.click(within(dialog).getByRole('button', { name: 'Frage absenden' }));
    await waitFor(() => expect(within(dialog).getByText('Deine Anfrage wurde übermittelt!')).toBeInTheDocument());
  });
});
