import type { ReactNode } from 'react';

const ICONS = {
  /** Encrypted: the card's way to the provider. */
  lock: 'M4.5 7V5a3.5 3.5 0 0 1 7 0v2h.5A1.5 1.5 0 0 1 13.5 8.5v5A1.5 1.5 0 0 1 12 15H4a1.5 1.5 0 0 1-1.5-1.5v-5A1.5 1.5 0 0 1 4 7zm1.5 0h4V5a2 2 0 0 0-4 0z',
  /** Protected: the customer's money against the operator's insolvency. */
  shield: 'M8 1l6 2.2v4.3c0 3.6-2.5 6.6-6 7.5-3.5-.9-6-3.9-6-7.5V3.2zm-.9 9.6l4.2-4.2-1-1-3.2 3.2-1.6-1.6-1 1z',
} as const;

/** A note beside the payment that it is protected: a lock or a shield and the words (the sign is decoration). */
export function SecureNote({ children, icon = 'lock' }: { children: ReactNode; icon?: keyof typeof ICONS }) {
  return (
    <p className="secure-note">
      <svg
        className="secure-note__icon"
        viewBox="0 0 16 16"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <path d={ICONS[icon]} fill="currentColor" fillRule="evenodd" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
