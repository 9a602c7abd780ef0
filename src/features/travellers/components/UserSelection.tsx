import { useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { userLogin } from '../user-slice';
import UserSelectionDialog from './UserSelectionDialog';
import { selectLoggingIn, selectLoginFailure } from '../user-selectors';

export interface UserSelectionProps {
  initialEmail: string;
  /** A guest goes on with this e-mail. */
  onGuest: (email: string) => void;
  /** Logged in: go on. */
  onLoggedIn: () => void;
  onClose: () => void;
}

/**
 * The user-selection dialog with its login (spec part 1 §2, §8): it logs in, shows why a login
 * failed, and closing it aborts a login still under way. Loaded when the dialog first opens.
 */
export default function UserSelection({ initialEmail, onGuest, onLoggedIn, onClose }: UserSelectionProps) {
  const dispatch = useAppDispatch();
  const loggingIn = useAppSelector(selectLoggingIn);
  const loginError = useAppSelector(selectLoginFailure);
  const pending = useRef<{ abort: () => void } | null>(null);
  return (
    <UserSelectionDialog
      initialEmail={initialEmail}
      loggingIn={loggingIn}
      loginError={loginError}
      onCancel={() => {
        pending.current?.abort();
        onClose();
      }}
      onSubmit={({ email, mode, password }) => {
        if (mode === 'guest') {
          onGuest(email);
          return;
        }
        const call = dispatch(userLogin({ username: email, password }));
        pending.current = call;
        void call.then((result) => {
          pending.current = null;
          if (userLogin.fulfilled.match(result)) onLoggedIn();
        });
      }}
    />
  );
}
