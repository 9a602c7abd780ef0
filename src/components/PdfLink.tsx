import type { ReactNode } from 'react';
import { isPlainClick } from '@/lib/plain-click';
import { saveFile } from '@/lib/save-file';

/**
 * A link to a PDF on this site that saves it: a plain click fetches the file and saves it under
 * `name` (a server or a demo that answers the page's calls but not a page load still delivers it);
 * if that fails, the link is followed as it is. A click for another tab is the browser's.
 */
export function PdfLink({ href, name, children }: { href: string; name: string; children: ReactNode }) {
  return (
    <a
      className="button button--primary"
      href={href}
      download={name}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void fetch(href, { credentials: 'same-origin' })
          .then((response) => {
            if (!response.ok || !(response.headers.get('Content-Type') ?? '').includes('pdf'))
              throw new Error('no PDF');
            return response.blob();
          })
          .then(
            (blob) => saveFile(blob, name),
            () => window.location.assign(href),
          );
      }}
    >
      {children}
    </a>
  );
}
