import { describe, expect, it } from 'vitest';
import { offersDateUpdates } from '@/domain/catalogue';
import { QUESTION_MAX_LENGTH, questionErrors, subscribeErrors } from '@/domain/validation/question';

const ok = { email: 'erika@example.com', name: '', question: 'Gibt es vegetarisches Essen?', agb: true };

describe('the question form (spec part 2 §5: e-mail, question and consent required; name and newsletter optional; 5000 characters)', () => {
  it.each([
    ['everything needed', {}, {}],
    ['no name is fine', { name: '' }, {}],
    ['no e-mail', { email: '  ' }, { email: 'required' }],
    ['a broken e-mail', { email: 'erika@' }, { email: 'invalidEmail' }],
    ['no question', { question: ' \n ' }, { question: 'required' }],
    ['5000 characters', { question: 'x'.repeat(QUESTION_MAX_LENGTH) }, {}],
    ['5001 characters', { question: 'x'.repeat(QUESTION_MAX_LENGTH + 1) }, { question: 'tooLong' }],
    ['terms not accepted', { agb: false }, { agb: 'required' }],
    [
      'nothing filled in',
      { email: '', question: '', agb: false },
      { email: 'required', question: 'required', agb: 'required' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(questionErrors({ ...ok, ...input })).toEqual(expected);
  });
});

describe('the subscribe form and where it is offered (spec part 2 §3; issue 14: no dates or every date sold out)', () => {
  it.each([
    [{ email: 'erika@example.com', agb: true }, {}],
    [{ email: '', agb: true }, { email: 'required' }],
    [{ email: 'erika@example', agb: true }, { email: 'invalidEmail' }],
    [{ email: 'erika@example.com', agb: false }, { agb: 'required' }],
  ])('%j -> %j', (input, expected) => {
    expect(subscribeErrors(input)).toEqual(expected);
  });

  it.each([
    [[], true],
    [['full', 'full'], true],
    [['full', 'request'], false],
    [['full', 'select'], false],
    [['inactive'], false],
  ] as const)('dates %j: offered %s', (states, expected) => {
    expect(offersDateUpdates(states)).toBe(expected);
  });
});
