import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { FormRow } from '@/components/FormRow';
import { hasRegistrationData, passwordErrors, type PasswordError } from '@/domain/validation/registration';
import { registerCustomer } from '../../register';
import { encodeFieldError } from '../../step-two-form-schema';
import { Folded } from './Folded';
import { useStepTwoForm } from './form-context';
import { Panel } from '@/components/Panel';

type Phase = { name: 'idle' } | { name: 'pending' } | { name: 'done' } | { name: 'failed'; reason: string };

/**
 * A guest may create an account with the data above and a password (spec part 2 §5, §6): the
 * password and its repeat ('Das Passwort ist nicht gleich.'), POST /fapi/user/register; the
 * server's field errors show at their fields. The password lives in this box only: never in the
 * store, the storage or an action.
 */
export function RegistrationBox() {
  const { t } = useTranslation(['travellers', 'booking', 'errors']);
  const id = useId();
  const dispatch = useAppDispatch();
  const { getValues, setError } = useStepTwoForm();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });

  const errors = passwordErrors(password, repeat);
  const messageOf = (label: string, error: PasswordError | undefined): string | null => {
    if (!tried || !error) return null;
    if (error.key === 'required') return t('translation:validation.requiredLabelForm', { label });
    if (error.key === 'tooShort') return t('booking:validation.tooShort', { n: error.n });
    return t('booking:validation.passwordMismatch');
  };
  const passwordMessage = messageOf(t('register.password'), errors.password) ?? serverErrors.password ?? null;
  const repeatMessage = messageOf(t('register.passwordRepeat'), errors.passwordRepeat);

  if (phase.name === 'done')
    return (
      <p className="notice" role="status">
        {t('register.done')}
      </p>
    );

  const submit = async () => {
    setTried(true);
    setServerErrors({});
    if (!hasRegistrationData(getValues('customer'))) {
      setPhase({ name: 'failed', reason: t('register.needsData') });
      return;
    }
    if (Object.keys(errors).length > 0) {
      document.getElementById(errors.password ? `${id}-password` : `${id}-repeat`)?.focus();
      return;
    }
    setPhase({ name: 'pending' });
    const result = await dispatch(registerCustomer(password));
    if (result.ok) {
      setPassword('');
      setRepeat('');
      setPhase({ name: 'done' });
      return;
    }
    const { fieldErrors } = result.error;
    // The server's word for a field of the form above (the e-mail) shows at that field.
    for (const [field, text] of Object.entries(fieldErrors)) {
      if (field !== 'password')
        setError(
          `customer.${field}` as 'customer.email',
          { type: 'server', message: encodeFieldError({ key: 'server', text }) },
          { shouldFocus: true },
        );
    }
    setServerErrors(fieldErrors);
    setPhase({
      name: 'failed',
      reason: result.error.serverText && result.error.message ? result.error.message : t('errors:unknown'),
    });
  };

  return (
    <Panel title={t('register.heading')} headingId={`${id}-heading`} level={3}>
      {/* The account on request: creating one is a choice, not a step of the booking. */}
      <Folded summary={t('register.open')} open={phase.name !== 'idle'}>
        <p className="form__note">{t('register.intro')}</p>
        <div className="form-grid">
          <NewPasswordField
            id={`${id}-password`}
            label={t('register.password')}
            value={password}
            error={passwordMessage}
            onChange={setPassword}
          />
          <NewPasswordField
            id={`${id}-repeat`}
            label={t('register.passwordRepeat')}
            value={repeat}
            error={repeatMessage}
            onChange={setRepeat}
          />
        </div>
        {phase.name === 'failed' ? (
          <p className="notice notice--error" role="alert">
            {t('register.failed', { reason: phase.reason })}
          </p>
        ) : null}
        <div className="actions actions--start">
          <button type="button" className="button" disabled={phase.name === 'pending'} onClick={() => void submit()}>
            {phase.name === 'pending' ? t('register.pending') : t('register.submit')}
          </button>
        </div>
      </Folded>
    </Panel>
  );
}

/** A new password, typed hidden, with its error tied to it. */
function NewPasswordField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <FormRow id={id} label={label} error={error}>
      <input
        id={id}
        className="form-row__control"
        type="password"
        autoComplete="new-password"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormRow>
  );
}
