import { useEffect, useRef } from 'react';

/**
 * While a booking's answer is outstanding: asked for again at once when the page opens with it (a
 * reload), each time the browser is back online, and every `everyMs` while it is online.
 */
export function useAskAgainWhenOnline(
  unsettled: boolean,
  ask: () => Promise<void>,
  { everyMs }: { everyMs: number },
): void {
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
    // Online all along (a gateway's 502, a time-out): asked again every `everyMs` as well.
    const timer = window.setInterval(() => {
      if (navigator.onLine !== false) again();
    }, everyMs);
    return () => {
      window.removeEventListener('online', again);
      window.clearInterval(timer);
    };
  }, [unsettled, everyMs]);
}
