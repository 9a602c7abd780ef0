import { useEffect, useRef, useState } from 'react';

type FocusTarget = 'chosen' | 'form' | 'requested';

/**
 * Where the focus goes after a change replaced what had it: the chosen flight's heading, the
 * search form's heading or the flight request's notice.
 */
export function useFareWidgetFocus() {
  const chosenHeading = useRef<HTMLHeadingElement | null>(null);
  const formHeading = useRef<HTMLHeadingElement | null>(null);
  const requestedNotice = useRef<HTMLParagraphElement | null>(null);
  // A new object for each request.
  const [focusTarget, setFocusTarget] = useState<{ to: FocusTarget } | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    const target = { chosen: chosenHeading, form: formHeading, requested: requestedNotice }[focusTarget.to];
    target.current?.focus();
  }, [focusTarget]);
  const focusOn = (to: FocusTarget) => setFocusTarget({ to });
  return { chosenHeading, formHeading, requestedNotice, focusOn };
}
