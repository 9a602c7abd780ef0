import type { ReactElement } from 'react';

/**
 * A link for `<Trans components>`: Trans puts the linked words into it, so the anchor has content
 * when it renders; without an address the words stay plain. Opens in a new tab (a document beside
 * the form being filled in).
 */
export const transLink = (href: string | null): ReactElement =>
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  href ? <a href={href} target="_blank" rel="noopener noreferrer" /> : <span />;
