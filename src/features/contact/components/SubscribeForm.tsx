import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { subscribeErrors } from '@/domain/validation/question';
import { selectCustomerEmail } from '@/features/draft';
import { subscribeForDates } from '../subscribe';
import { ContactConsents } from './ContactConsents';
import { ContactEmailField } from './ContactEmailField';

type Phase =
  | { is: 'open' }
  | { is: 'sending' }
  | { is: 'done'; message: string | null }
  | { is: 'failed'; message: string | null };

/**
 * Date updates for a trip without bookable dates (spec part 2 §2, §4, §7): e-mail, newsletter and
 * the consent; the server's message or 'Du bist für Termin-Updates registriert.'; a failure says
 * so (in the server's words when it sends some) and keeps what was entered.
 */
export default function SubscribeForm() {
  const { t } = useTranslation('forms');
  const id = useId();
  const dispatch = useAppDispatch();
  const customerEmail = useAppSelector(selectCustomerEmail);
  const [values, setValues] = useState({ email: customerEmail, newsletter: false, agb: false });
  const [tried, setTried] = useState(false);
  const [phase, setPhase] = useState<Phase>({ is: 'open' });
  const emailField = useRef<HTMLInputElement>(null);
  const agbField = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  // The news takes focus (the form it replaces had it), which reads it out.
  useEffect(() => {
    if (phase.is === 'done') done.current?.focus();
  }, [phase.is]);
  const errors = subscribeErrors(values);
  const shown = tried ? errors : {};
  const message = (field: 'email' | 'agb') => {
    const error = shown[field];
    if (!error) return null;
    return error === 'invalidEmail' ? t('question.invalidEmail') : t(`subscribe.required.${field}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase.is === 'sending') return;
    setTried(true);
    if (errors.email || errors.agb) {
      (errors.email ? emailField : agbField).current?.focus();
      return;
    }
    setPhase({ is: 'sending' });
    const result = await dispatch(subscribeForDates(values));
    setPhase(result.ok ? { is: 'done', message: result.message } : { is: 'failed', message: result.message });
  };

  return (
    <section className="panel subscribe" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        {t('subscribe.title')}
      </h2>
      {phase.is === 'done' ? (
        <p ref={done} tabIndex={-1} className="notice">
          {phase.message ?? t('subscribe.done')}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <p>{t('subscribe.intro')}</p>
          <ContactEmailField
            id={id}
            fieldRef={emailField}
            value={values.email}
            error={message('email')}
            onChange={(email) => setValues({ ...values, email })}
          />
          <ContactConsents
            id={id}
            consentKey="subscribe.agb"
            values={values}
            onChange={(change) => setValues({ ...values, ...change })}
            error={message('agb')}
            consentRef={agbField}
          />
          {phase.is === 'failed' ? (
            <p className="notice notice--error" role="alert">
              {phase.message ?? t('subscribe.failed')}
            </p>
          ) : null}
          <p className="visually-hidden" role="status">
            {phase.is === 'sending' ? t('question.sending') : ''}
          </p>
          <button type="submit" className="button button--primary" aria-disabled={phase.is === 'sending' || undefined}>
            {t('subscribe.send')}
          </button>
        </form>
      )}
    </section>
  );
}
