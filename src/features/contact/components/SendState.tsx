import { useTranslation } from 'react-i18next';
import type { ContactPhase } from './use-contact-form';

/** A contact form's failure (in the server's words when it sent some) and, for a screen reader, that it is sending. */
export function SendState({ phase, failedText }: { phase: ContactPhase; failedText: string }) {
  const { t } = useTranslation('forms');
  return (
    <>
      {phase.is === 'failed' ? (
        <p className="notice notice--error" role="alert">
          {phase.message ?? failedText}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {phase.is === 'sending' ? t('question.sending') : ''}
      </p>
    </>
  );
}
