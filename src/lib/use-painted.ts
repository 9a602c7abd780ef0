import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint';

/**
 * False while a part renders for the first time, true right after the browser painted it: a part
 * can paint its first screen at once and render the rest in a transition after that paint.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    afterNextPaint(() => {
      if (live) startTransition(() => setPainted(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
