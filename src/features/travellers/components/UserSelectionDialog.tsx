import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { useUserSelectionForm, type UserSelection } from './use-user-selection-form';
import { TextField } from '@/components/TextField';

interface UserSelectionDialogProps {
  initialEmail: string;
  /** Asked again after a login ended: its title and words, the login chosen, and for an agency no guest. */
  ended?: { intro: string; guestAllowed: boolean; notice: string | null };
  loggingIn: boolean;
  /** Why the last login failed: refused credentials, or the service could not answer. */
  loginError: 'invalid' | 'unavailable' | null;
  onCancel: () => void;
  onSubmit: (selection: UserSelection) => void;
}

/**
 * Before step 2 (spec part 1 §2): the e-mail, then guest or login with a password. While logging
 * in a spinner shows and 'Weiter' and the fields take no input (read-only and aria-disabled, so the
 * focus stays where it was instead of dropping to the page); 'Abbrechen', × and Escape still
 * close the dialog and abort the call (a hanging login never traps the person). Refused
 * credentials say 'Die Daten waren ungültig.', a server fault that the service is unavailable.
 */
export default function UserSelectionDialog({
  initialEmail,
  ended,
  loggingIn,
  loginError,
  onCancel,
  onSubmit,
}: UserSelectionDialogProps) {
  const { t } = useTranslation('booking');
  const { id, email, setEmail, mode, setMode, password, setPassword, emailError, passwordError, submit } =
    useUserSelectionForm({ initialEmail, initialMode: ended ? 'login' : 'guest', loggingIn, onSubmit });
  const guestAllowed = ended?.guestAllowed ?? true;

  return (
    <Modal
      title={t(ended ? 'loginEnded.title' : 'userSelection.title')}
      onClose={onCancel}
      closeLabel={t('common.close')}
    >
      <form id={`${id}-form`} noValidate onSubmit={submit}>
        <p>{ended ? ended.intro : t('userSelection.intro')}</p>
        {ended?.notice ? (
          <p className="notice notice--warning" role="alert">
            {ended.notice}
          </p>
        ) : null}
        <TextField
          id={`${id}-email`}
          label={t('userSelection.email')}
          required
          type="email"
          autoComplete="email"
          maxLength={80}
          value={email}
          error={emailError}
          onChange={(e) => setEmail(e.target.value)}
          readOnly={loggingIn}
          aria-disabled={loggingIn || undefined}
        />
        <fieldset className="choice" hidden={!guestAllowed}>
          <legend className="form-row__label">{t('userSelection.mode')}</legend>
          <div className="checkbox-row">
            <input
              id={`${id}-guest`}
              type="radio"
              name={`${id}-mode`}
              checked={mode === 'guest'}
              onChange={() => setMode('guest')}
              disabled={loggingIn}
              aria-describedby={`${id}-guest-hint`}
            />
            <label htmlFor={`${id}-guest`}>{t('userSelection.asGuest')}</label>
            <p id={`${id}-guest-hint`} className="form-row__hint checkbox-row__hint">
              {t(ended ? 'loginEnded.asGuestHint' : 'userSelection.asGuestHint')}
            </p>
          </div>
          <div className="checkbox-row">
            <input
              id={`${id}-login`}
              type="radio"
              name={`${id}-mode`}
              checked={mode === 'login'}
              onChange={() => setMode('login')}
              disabled={loggingIn}
            />
            <label htmlFor={`${id}-login`}>{t('userSelection.login')}</label>
          </div>
        </fieldset>
        {mode === 'login' ? (
          <TextField
            id={`${id}-password`}
            label={t('userSelection.password')}
            required
            type="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={(e) => setPassword(e.target.value)}
            readOnly={loggingIn}
            aria-disabled={loggingIn || undefined}
          />
        ) : null}
        {loginError && !loggingIn ? (
          <p className="notice notice--error" role="alert">
            {t(loginError === 'invalid' ? 'userSelection.loginFailed' : 'userSelection.loginUnavailable')}
          </p>
        ) : null}
        <div className="actions">
          <button type="button" className="button" onClick={onCancel}>
            {t('userSelection.cancel')}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={loggingIn || undefined}>
            {loggingIn ? <Spinner inline label={t('userSelection.loggingIn')} /> : null}
            {t('userSelection.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
