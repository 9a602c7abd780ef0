/**
 * The tab's random part of an Idempotency-Key (the submit, the payment): kept in sessionStorage, so
 * a reload in the middle of a call repeats it.
 */
const SALT_KEY = 'asi-submit-salt';

/** The tab's salt. */
export function tabSalt(): string {
  try {
    const stored = window.sessionStorage.getItem(SALT_KEY);
    if (stored && /^[\w-]{8,64}$/.test(stored)) return stored;
  } catch {
    /* storage unavailable: a salt for this page only */
  }
  return pageSalt ?? renewTabSalt();
}

let pageSalt: string | null = null;
/** A new salt: after a call that went through, the next one is a new attempt. */
export function renewTabSalt(): string {
  const salt =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  pageSalt = salt;
  try {
    window.sessionStorage.setItem(SALT_KEY, salt);
  } catch {
    /* kept for this page in pageSalt */
  }
  return pageSalt;
}
