import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { QUESTION_MAX_LENGTH, questionErrors } from '@/domain/validation/question';
import { selectCustomerEmail } from '@/features/draft';
import { askQuestion } from '../ask-question';

type Phase = 'open' | 'sending' | 'sent' | 'failed';
type CheckedField = 'email' | 'question' | 'agb';

/**
 * The question form's values, its messages (shown once a submit was tried) and its sending: a
 * submit with a wrong field focuses the first one instead; what was typed stays when sending fails.
 */
export function useQuestionForm() {
  const { t } = useTranslation('forms');
  const id = useId();
  const dispatch = useAppDispatch();
  const customerEmail = useAppSelector(selectCustomerEmail);
  const [values, setValues] = useState({ email: customerEmail, name: '', question: '', agb: false, newsletter: false });
  const [tried, setTried] = useState(false);
  const [phase, setPhase] = useState<Phase>('open');
  const emailField = useRef<HTMLInputElement>(null);
  const questionField = useRef<HTMLTextAreaElement>(null);
  const agbField = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  // The news takes focus, which reads it out (no status role on top, or it would be read twice).
  useEffect(() => {
    if (phase === 'sent') done.current?.focus();
  }, [phase]);
  const errors = questionErrors(values);
  const shown = tried ? errors : {};
  const message = (field: CheckedField) => {
    const error = shown[field];
    if (!error) return null;
    if (error === 'invalidEmail') return t('question.invalidEmail');
    if (error === 'tooLong') return t('question.tooLong', { n: QUESTION_MAX_LENGTH });
    return t(`question.required.${field}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase === 'sending') return;
    setTried(true);
    const first = (['email', 'question', 'agb'] as const).find((field) => errors[field]);
    if (first) {
      ({ email: emailField, question: questionField, agb: agbField })[first].current?.focus();
      return;
    }
    setPhase('sending');
    const arrived = await dispatch(askQuestion(values));
    setPhase(arrived ? 'sent' : 'failed');
  };

  const describedBy = (field: string, extra?: string) =>
    [shown[field as keyof typeof shown] ? `${id}-${field}-error` : null, extra].filter(Boolean).join(' ') || undefined;
  const bind = (field: CheckedField) => ({
    id: `${id}-${field}`,
    'aria-invalid': shown[field] ? true : undefined,
  });

  return {
    id,
    values,
    setValues,
    phase,
    shown,
    message,
    submit,
    describedBy,
    bind,
    emailField,
    questionField,
    agbField,
    done,
  };
}
