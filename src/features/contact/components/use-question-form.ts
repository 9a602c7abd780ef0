import { useTranslation } from 'react-i18next';
import { QUESTION_MAX_LENGTH, questionErrors } from '@/domain/validation/question';
import { askQuestion } from '../ask-question';
import { useContactForm } from './use-contact-form';

const FIELDS = ['email', 'question', 'agb'] as const;
type CheckedField = (typeof FIELDS)[number];

/** The question form (a contact form with a name and the question) and the messages of its fields. */
export function useQuestionForm() {
  const { t } = useTranslation('forms');
  const form = useContactForm({
    extra: { name: '', question: '' },
    fields: FIELDS,
    errorsOf: questionErrors,
    send: askQuestion,
  });
  const { id, shown } = form;
  const message = (field: CheckedField) => {
    const error = shown[field];
    if (!error) return null;
    if (error === 'invalidEmail') return t('question.invalidEmail');
    if (error === 'tooLong') return t('question.tooLong', { n: QUESTION_MAX_LENGTH });
    return t(`question.required.${field}`);
  };
  const describedBy = (field: CheckedField, extra?: string) =>
    [shown[field] ? `${id}-${field}-error` : null, extra].filter(Boolean).join(' ') || undefined;
  const bind = (field: CheckedField) => ({
    id: `${id}-${field}`,
    'aria-invalid': shown[field] ? true : undefined,
  });

  return { ...form, message, describedBy, bind };
}
