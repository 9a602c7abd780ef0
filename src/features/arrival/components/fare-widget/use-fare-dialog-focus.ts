import { useEffect, useRef } from 'react';

/**
 * Where the fare dialog puts the focus: on what was found when it opens, on 'search again' when
 * the offer runs out, on the fare asked for after 'show more' or 'cheapest first'.
 */
export function useFareDialogFocus(expired: boolean, focusRequest: { index: number } | null) {
  const focusTarget = useRef<HTMLHeadingElement | null>(null);
  const countLine = useRef<HTMLParagraphElement | null>(null);
  const searchAgain = useRef<HTMLButtonElement | null>(null);
  // The dialog opens at what was found (before the best fares and the list's controls), after the
  // dialog's own first-field focus; an offer that runs out while open moves the focus to 'search again'.
  useEffect(() => {
    countLine.current?.focus();
  }, []);
  useEffect(() => {
    if (expired) searchAgain.current?.focus();
  }, [expired]);

  // After 'show more' or 'cheapest first', focus goes to the fare the person asked for.
  useEffect(() => {
    if (focusRequest) focusTarget.current?.focus();
  }, [focusRequest]);
  return { focusTarget, countLine, searchAgain };
}
