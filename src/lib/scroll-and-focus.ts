/** The wait before a part scrolled to gets focus, once it is in the centre (spec part 2 §5). */
const FOCUS_DELAY_MS = 500;

/**
 * Scrolls a part of the page to the centre (at once when the person asked for reduced motion) and
 * focuses it after FOCUS_DELAY_MS; focusing a part the page has meanwhile left does nothing.
 */
export function scrollAndFocus(element: HTMLElement | null): void {
  if (!element) return;
  // A field folded away (an optional detail on request) is unfolded first: a folded field cannot be seen or focused.
  for (let folded = element.closest('details:not([open])'); folded; folded = folded.closest('details:not([open])')) {
    folded.setAttribute('open', '');
  }
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  setTimeout(() => element.focus({ preventScroll: true }), FOCUS_DELAY_MS);
}

/**
 * The first field marked invalid in `root`, in the order of the page, scrolled to and focused; a
 * marked group (the gender's radios) gives the focus to its first control.
 */
export function focusFirstMarked(root: ParentNode | null): void {
  const marked = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!marked) return;
  scrollAndFocus(
    marked.matches('input, select, textarea')
      ? marked
      : (marked.querySelector<HTMLElement>('input, select, textarea') ?? marked),
  );
}
