import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { QUESTION_COUNT_DEBOUNCE_MS, QUESTION_MAX_LENGTH } from '@/domain/validation/question';
import { useSettledValue } from '@/lib/use-settled-value';
import { ContactConsents } from './ContactConsents';
import { ContactEmailField } from './ContactEmailField';
import { QuestionTrip } from './QuestionTrip';
import { useQuestionForm } from './use-question-form';
import { FieldErrorText } from '@/components/FieldErrorText';

/**
 * The question lightbox (spec part 2 §2, §4, §5, §7): e-mail (required), name, the question
 * (required, at most 5000 characters, with a counter), the terms (required) and the newsletter;
 * the trip and the chosen dates go along. 202 says it arrived; anything else that it did not, and
 * what was typed stays for another try.
 */
export default function QuestionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('forms');
  const form = useQuestionForm();
  const { id, values, setValues, phase, shown, message, submit, describedBy, bind } = form;
  const { emailField, questionField, agbField, done } = form;
  // The counter is shown at every keystroke and told once typing pauses.
  const settledCount = useSettledValue(values.question.length, QUESTION_COUNT_DEBOUNCE_MS);

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
          <QuestionTrip />
          <ContactEmailField
            id={id}
            fieldRef={emailField}
            value={values.email}
            error={message('email')}
            onChange={(email) => setValues({ ...values, email })}
          />
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
            <FieldErrorText id={`${id}-question-error`} text={message('question')} />
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
