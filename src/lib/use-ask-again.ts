import { useEffect, useRef } from 'react';

/**
 * While a booking's answer is outstanding: asked for again at once when the page opens with it (a
 * reload), and each time the browser is back online. A failed ask waits for the next `online` or the person's press.
 */
export function useAskAgainWhenOnline(unsettled: boolean, ask: () => Promise<void>): void {
  const latest = useRef(ask);
  // Found outstanding when the page opened (a reload): asked at once, online or not yet known.
  const foundOnOpening = useRef(unsettled);
  useEffect(() => {
    latest.current = ask;
  }, [ask]);
  useEffect(() => {
    if (!unsettled) return undefined;
    const again = () => void latest.current();
    if (foundOnOpening.current && navigator.onLine !== false) {
      foundOnOpening.current = false;
      again();
    }
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [unsettled]);
}
