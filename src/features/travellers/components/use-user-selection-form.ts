import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail } from '@/domain/validation/traveller';

export interface UserSelection {
  email: string;
  mode: 'guest' | 'login';
  /** Only for the login call; never stored. */
  password: string;
}

/**
 * The user selection's fields and their messages (shown once a submit was tried). The submit does
 * nothing while logging in, and puts the focus on the first wrong field instead of sending.
 */
export function useUserSelectionForm({
  initialEmail,
  initialMode = 'guest',
  loggingIn,
  onSubmit,
}: {
  initialEmail: string;
  initialMode?: UserSelection['mode'];
  loggingIn: boolean;
  onSubmit: (selection: UserSelection) => void;
}) {
  const { t } = useTranslation('booking');
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [mode, setMode] = useState<UserSelection['mode']>(initialMode);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const emailError = !touched
    ? null
    : email.trim() === ''
      ? t('validation.requiredLabel', { label: t('userSelection.email') })
      : !isEmail(email)
        ? t('error.invalidEmail')
        : null;
  const passwordError =
    !touched || mode !== 'login'
      ? null
      : password === ''
        ? t('validation.requiredLabel', { label: t('userSelection.password') })
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loggingIn) return;
    setTouched(true);
    if (email.trim() === '' || !isEmail(email) || (mode === 'login' && password === '')) {
      document.getElementById(email.trim() === '' || !isEmail(email) ? `${id}-email` : `${id}-password`)?.focus();
      return;
    }
    onSubmit({ email: email.trim(), mode, password });
  };

  return { id, email, setEmail, mode, setMode, password, setPassword, emailError, passwordError, submit };
}
