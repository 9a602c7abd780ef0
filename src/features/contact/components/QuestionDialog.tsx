import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Modal } from '@/components/Modal';
import { formatDate } from '@/domain/format';
import { QUESTION_COUNT_DEBOUNCE_MS, QUESTION_MAX_LENGTH, questionErrors } from '@/domain/validation/question';
import { useSettledValue } from '@/lib/use-settled-value';
import { selectCustomerEmail, selectSchedule } from '@/features/booking';
import { selectTravel } from '@/features/travel';
import { askQuestion } from '../ask-question';
import { ContactConsents } from './ContactConsents';

type Phase = 'open' | 'sending' | 'sent' | 'failed';

/**
 * The question lightbox (spec part 2 §2, §4, §5, §7): e-mail (required), name, the question
 * (required, at most 5000 characters, with a counter), the terms (required) and the newsletter;
 * the trip and the chosen dates go along. 202 says it arrived; anything else that it did not, and
 * what was typed stays for another try.
 */
export default function QuestionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('forms');
  const id = useId();
  const dispatch = useAppDispatch();
  const travel = useAppSelector(selectTravel);
  const schedule = useAppSelector(selectSchedule);
  const customerEmail = useAppSelector(selectCustomerEmail);
  const [values, setValues] = useState({ email: customerEmail, name: '', question: '', agb: false, newsletter: false });
  const [tried, setTried] = useState(false);
  const [phase, setPhase] = useState<Phase>('open');
  const emailField = useRef<HTMLInputElement>(null);
  const questionField = useRef<HTMLTextAreaElement>(null);
  const agbField = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  // The counter is shown at every keystroke and told once typing pauses.
  const settledCount = useSettledValue(values.question.length, QUESTION_COUNT_DEBOUNCE_MS);
  // The news takes focus, which reads it out (no status role on top, or it would be read twice).
  useEffect(() => {
    if (phase === 'sent') done.current?.focus();
  }, [phase]);
  const errors = questionErrors(values);
  const shown = tried ? errors : {};
  const message = (field: 'email' | 'question' | 'agb') => {
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
  const bind = (field: 'email' | 'question' | 'agb') => ({
    id: `${id}-${field}`,
    'aria-invalid': shown[field] ? true : undefined,
  });

  return (
    <Modal title={t('question.title')} onClose={onClose} closeLabel={t('question.close')}>
      {phase === 'sent' ? (
        <div className="question-form__done">
          <p ref={done} tabIndex={-1}>
            {t('question.sent')}
          </p>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('question.close')}
          </button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="question-form"
          aria-busy={phase === 'sending' || undefined}
        >
          {travel ? (
            <p className="form-row__hint">
              {schedule
                ? t('question.aboutDates', {
                    trip: travel.name,
                    start: formatDate(schedule.start),
                    end: formatDate(schedule.end),
                  })
                : t('question.about', { trip: travel.name })}
            </p>
          ) : null}
          <div className={`form-row${shown.email ? ' form-row--error' : ''}`}>
            <label htmlFor={`${id}-email`} className="form-row__label">
              {t('question.email')}
              <span aria-hidden="true"> *</span>
            </label>
            <input
              {...bind('email')}
              ref={emailField}
              className="form-row__control"
              type="email"
              autoComplete="email"
              aria-required
              value={values.email}
              aria-describedby={describedBy('email')}
              onChange={(e) => setValues({ ...values, email: e.target.value })}
            />
            {message('email') ? (
              <p id={`${id}-email-error`} className="form-row__error">
                {message('email')}
              </p>
            ) : null}
          </div>
          <div className="form-row">
            <label htmlFor={`${id}-name`} className="form-row__label">
              {t('question.name')}
            </label>
            <input
              id={`${id}-name`}
              className="form-row__control"
              type="text"
              autoComplete="name"
              value={values.name}
              onChange={(e) => setValues({ ...values, name: e.target.value })}
            />
          </div>
          <div className={`form-row${shown.question ? ' form-row--error' : ''}`}>
            <label htmlFor={`${id}-question`} className="form-row__label">
              {t('question.question')}
              <span aria-hidden="true"> *</span>
            </label>
            <textarea
              {...bind('question')}
              ref={questionField}
              className="form-row__control question-form__text"
              rows={6}
              aria-required
              value={values.question}
              aria-describedby={describedBy('question', `${id}-count`)}
              onChange={(e) => setValues({ ...values, question: e.target.value })}
            />
            <p id={`${id}-count`} className="form-row__hint">
              {t('question.count', { count: values.question.length, max: QUESTION_MAX_LENGTH })}
            </p>
            <p className="visually-hidden" aria-live="polite">
              {settledCount > 0 ? t('question.count', { count: settledCount, max: QUESTION_MAX_LENGTH }) : ''}
            </p>
            {message('question') ? (
              <p id={`${id}-question-error`} className="form-row__error">
                {message('question')}
              </p>
            ) : null}
          </div>
          <ContactConsents
            id={id}
            consentKey="question.agb"
            values={values}
            onChange={(change) => setValues({ ...values, ...change })}
            error={message('agb')}
            consentRef={agbField}
          />
          {phase === 'failed' ? (
            <p className="notice notice--error" role="alert">
              {t('question.failed')}
            </p>
          ) : null}
          <p className="visually-hidden" role="status">
            {phase === 'sending' ? t('question.sending') : ''}
          </p>
          <div className="button-row">
            <button type="submit" className="button button--primary" aria-disabled={phase === 'sending' || undefined}>
              {phase === 'sending' ? t('question.sending') : t('question.send')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
