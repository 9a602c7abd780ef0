import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { QUESTION_COUNT_DEBOUNCE_MS, QUESTION_MAX_LENGTH } from '@/domain/validation/question';
import { useSettledValue } from '@/lib/use-settled-value';
import { ContactConsents } from './ContactConsents';
import { ContactEmailField } from './ContactEmailField';
import { QuestionTrip } from './QuestionTrip';
import { SendState } from './SendState';
import { useQuestionForm } from './use-question-form';
import { FormRow } from '@/components/FormRow';
import { TextField } from '@/components/TextField';

/**
 * The question lightbox (spec part 2 §2, §4, §5, §7): e-mail (required), name, the question
 * (required, at most 5000 characters, with a counter), the terms (required) and the newsletter;
 * the trip and the chosen dates go along. 202 says it arrived; anything else that it did not, and
 * what was typed stays for another try.
 */
export default function QuestionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('forms');
  const form = useQuestionForm();
  const { id, values, change, phase, message, submit, describedBy, bind, done } = form;
  // The counter is shown at every keystroke and told once typing pauses.
  const settledCount = useSettledValue(values.question.length, QUESTION_COUNT_DEBOUNCE_MS);

  return (
    <Modal title={t('question.title')} onClose={onClose} closeLabel={t('question.close')}>
      {phase.is === 'done' ? (
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
          aria-busy={phase.is === 'sending' || undefined}
        >
          <QuestionTrip />
          <ContactEmailField form={form} />
          <TextField
            id={`${id}-name`}
            label={t('question.name')}
            type="text"
            autoComplete="name"
            value={values.name}
            onChange={(e) => change({ name: e.target.value })}
          />
          <FormRow id={`${id}-question`} label={t('question.question')} error={message('question')} required>
            <textarea
              {...bind('question')}
              className="form-row__control question-form__text"
              rows={6}
              aria-required
              value={values.question}
              aria-describedby={describedBy('question', `${id}-count`)}
              onChange={(e) => change({ question: e.target.value })}
            />
            <p id={`${id}-count`} className="form-row__hint">
              {t('question.count', { count: values.question.length, max: QUESTION_MAX_LENGTH })}
            </p>
            <p className="visually-hidden" aria-live="polite">
              {settledCount > 0 ? t('question.count', { count: settledCount, max: QUESTION_MAX_LENGTH }) : ''}
            </p>
          </FormRow>
          <ContactConsents form={form} consentKey="question.agb" />
          <SendState phase={phase} failedText={t('question.failed')} />
          <div className="button-row">
            <button
              type="submit"
              className="button button--primary"
              aria-disabled={phase.is === 'sending' || undefined}
            >
              {phase.is === 'sending' ? t('question.sending') : t('question.send')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
