import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint';

/**
 * False while a part renders for the first time with `key`, true right after the browser painted
 * it: a part can paint its first screen at once and render the rest in a transition after that
 * paint, again whenever the key (what it shows) changes.
 */
export function usePainted(key: string): boolean {
  const [painted, setPainted] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    afterNextPaint(() => {
      if (live) startTransition(() => setPainted(key));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return painted === key;
}
