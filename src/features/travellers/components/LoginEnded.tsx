import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { userRelogin } from '../user-slice';
import { userSelected } from '../travellers-reducers';
import { selectEndedLogin, selectLoggingIn, selectLoginFailure } from '../user-selectors';
import UserSelectionDialog from './UserSelectionDialog';

export interface LoginEndedProps {
  /** Closed without a login (the booking stays as it is; the next submit asks again). */
  onClose: () => void;
}

/**
 * A login that ended during the booking (docs/api/headers.md): the login dialog again, with the
 * e-mail it used and the password asked for. The login brings the session back and leaves the
 * booking as it is (`userRelogin`: no profile overwrites what was typed). A customer may go on as a
 * guest instead; an agency only under its own agency's account (another account is refused with a
 * word, and the booking stays the agency's). The dialog closes by itself once the login holds again.
 */
export default function LoginEnded({ onClose }: LoginEndedProps) {
  const { t } = useTranslation('booking');
  const dispatch = useAppDispatch();
  const { kind, email, otherAccount } = useAppSelector(selectEndedLogin);
  const loggingIn = useAppSelector(selectLoggingIn);
  const loginError = useAppSelector(selectLoginFailure);
  const pending = useRef<{ abort: () => void } | null>(null);
  return (
    <UserSelectionDialog
      initialEmail={email}
      ended={{
        intro: t(kind === 'agency' ? 'loginEnded.agency' : 'loginEnded.customer'),
        guestAllowed: kind !== 'agency',
        notice: otherAccount && !loggingIn ? t('loginEnded.otherAccount') : null,
      }}
      loggingIn={loggingIn}
      loginError={loginError}
      onCancel={() => {
        pending.current?.abort();
        onClose();
      }}
      onSubmit={({ email: typed, mode, password }) => {
        if (mode === 'guest') {
          dispatch(userSelected({ email: typed }));
          return;
        }
        const call = dispatch(userRelogin({ username: typed, password }));
        pending.current = call;
        void call.then(() => {
          pending.current = null;
        });
      }}
    />
  );
}
