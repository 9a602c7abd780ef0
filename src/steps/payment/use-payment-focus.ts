import { useEffect, useRef } from 'react';
import type { selectPaymentView } from '@/features/payment';

type PaymentView = ReturnType<typeof selectPaymentView>;

/**
 * A full page load leaves focus where the browser puts it; an outcome the person caused takes
 * focus (the thank-you's heading, a failure's message), and so does the deadline passing when
 * the form it ends had focus. The refs go on those elements.
 */
export function usePaymentFocus(
  phase: PaymentView['phase'],
  failed: PaymentView['failure'],
  failures: PaymentView['failures'],
) {
  const thanks = useRef<HTMLHeadingElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const failure = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (phase === 'succeeded') thanks.current?.focus();
    if (phase === 'expired' && (document.activeElement === null || document.activeElement === document.body))
      outcome.current?.focus();
  }, [phase]);
  useEffect(() => {
    if (failed) failure.current?.focus();
  }, [failed, failures]);
  return { thanks, outcome, failure };
}
