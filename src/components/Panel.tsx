import { forwardRef, useId, type ReactNode } from 'react';

interface PanelProps {
  title: ReactNode;
  /** The heading's id (tests and in-page links find the box by it); a generated one otherwise. */
  headingId?: string;
  /** A box of the page (h2) or a part of a box (h3). */
  level?: 2 | 3;
  /** Further classes beside `panel`. */
  className?: string;
  /** The box's own id, for a link that leads to it. */
  id?: string;
  children: ReactNode;
}

/** A box of a page: a section named by its heading. */
export const Panel = forwardRef<HTMLElement, PanelProps>(function Panel(
  { title, headingId, level = 2, className, id, children },
  ref,
) {
  const generated = useId();
  const heading = headingId ?? `${generated}-heading`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section ref={ref} id={id} className={className ? `panel ${className}` : 'panel'} aria-labelledby={heading}>
      <Heading id={heading} className={level === 2 ? 'panel__title' : 'panel__subtitle'}>
        {title}
      </Heading>
      {children}
    </section>
  );
});
