type Parts = { day: string; month: string; year: string };

/** A date typed only in part, as the tab (sessionStorage) kept it under `key`. */
export function readDraft(key: string | undefined): Parts | null {
  if (!key) return null;
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { day, month, year } = value as Record<string, unknown>;
    const part = (text: unknown, size: number) =>
      typeof text === 'string' ? text.replace(/\D/g, '').slice(0, size) : '';
    return { day: part(day, 2), month: part(month, 2), year: part(year, 4) };
  } catch {
    return null;
  }
}

/** Keeps a date typed only in part; a complete or empty date leaves no draft. */
export function writeDraft(key: string | undefined, parts: Parts, complete: boolean): void {
  if (!key) return;
  try {
    if (complete || (!parts.day && !parts.month && !parts.year)) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(parts));
  } catch {
    // storage unavailable: the part typed stays until the page goes
  }
}
