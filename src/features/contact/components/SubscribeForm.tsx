import { useTranslation } from 'react-i18next';
import { subscribeErrors } from '@/domain/validation/question';
import { subscribeForDates } from '../subscribe';
import { ContactConsents } from './ContactConsents';
import { ContactEmailField } from './ContactEmailField';
import { SendState } from './SendState';
import { useContactForm } from './use-contact-form';
import { Panel } from '@/components/Panel';

const FIELDS = ['email', 'agb'] as const;

/**
 * Date updates for a trip without bookable dates (spec part 2 §2, §4, §7): e-mail, newsletter and
 * the consent; the server's message or 'Du bist für Termin-Updates registriert.'; a failure says
 * so (in the server's words when it sends some) and keeps what was entered.
 */
export default function SubscribeForm() {
  const { t } = useTranslation('forms');
  const form = useContactForm({ extra: {}, fields: FIELDS, errorsOf: subscribeErrors, send: subscribeForDates });
  const { phase, shown, done, submit } = form;
  const message = (field: (typeof FIELDS)[number]) => {
    const error = shown[field];
    if (!error) return null;
    return error === 'invalidEmail' ? t('question.invalidEmail') : t(`subscribe.required.${field}`);
  };

  return (
    <Panel title={t('subscribe.title')} className="subscribe">
      {phase.is === 'done' ? (
        <p ref={done} tabIndex={-1} className="notice">
          {phase.message ?? t('subscribe.done')}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <p>{t('subscribe.intro')}</p>
          <ContactEmailField form={{ ...form, message }} />
          <ContactConsents form={{ ...form, message }} consentKey="subscribe.agb" />
          <SendState phase={phase} failedText={t('subscribe.failed')} />
          <button type="submit" className="button button--primary" aria-disabled={phase.is === 'sending' || undefined}>
            {t('subscribe.send')}
          </button>
        </form>
      )}
    </Panel>
  );
}
