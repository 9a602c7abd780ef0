import type { ReactNode } from 'react';

/**
 * What a person may add on request, folded under one line until opened (`open` when something is
 * already given). A native disclosure: the browser's own keyboard, screen reader and find-in-page
 * handling; the fields inside stay in the form while folded. React sets `open` only when the prop
 * changes, so the person's own opening and closing stand.
 */
export function Folded({ summary, open, children }: { summary: string; open?: boolean; children: ReactNode }) {
  return (
    <details className="more-details" open={open || undefined}>
      <summary className="more-details__summary">{summary}</summary>
      <div className="more-details__body">{children}</div>
    </details>
  );
}
