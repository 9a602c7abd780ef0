import type { ReactNode } from 'react';

/** A note beside the payment that it is protected: a lock and the words (the lock is decoration). */
export function SecureNote({ children }: { children: ReactNode }) {
  return (
    <p className="secure-note">
      <svg
        className="secure-note__lock"
        viewBox="0 0 16 16"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2h.5A1.5 1.5 0 0 1 13.5 8.5v5A1.5 1.5 0 0 1 12 15H4a1.5 1.5 0 0 1-1.5-1.5v-5A1.5 1.5 0 0 1 4 7zm1.5 0h4V5a2 2 0 0 0-4 0z"
          fill="currentColor"
        />
      </svg>
      <span>{children}</span>
    </p>
  );
}
