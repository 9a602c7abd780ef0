import type { MouseEvent } from 'react';

/** A plain left click, which the page may follow itself; one asking for another tab or window is the browser's. */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
