import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isSameCard } from '@/domain/card-payment';
import type { PaymentFailure } from '@/domain/payment-page';
import { cardBrand, cardErrors, type CardField, type CardInput } from '@/domain/validation/card';
import type { CardAttempt, CardPayResult } from '../payment-thunks';

const FIELDS: readonly CardField[] = ['holder', 'number', 'expiry', 'cvc'];
const isField = (failure: PaymentFailure | null): failure is Exclude<CardField, 'holder'> =>
  failure === 'number' || failure === 'expiry' || failure === 'cvc';

/**
 * The card form's values, held in the component's state only, their errors (the form's own once a
 * submit was tried; the provider's at its field until that field is changed) and the brand typed so
 * far. The submit does nothing while sending, focuses the first wrong field, or hands the card on.
 * An attempt that got no answer is kept here, in memory, and sent again for the same card, so the
 * server takes it once; any other outcome uses a new token next time.
 */
export function useCardForm({
  sending,
  initialHolder,
  failure,
  failures,
  onPay,
}: {
  sending: boolean;
  initialHolder: string;
  failure: PaymentFailure | null;
  failures: number;
  onPay: (card: CardInput, earlier: CardAttempt | null) => Promise<CardPayResult>;
}) {
  const [values, setValues] = useState<CardInput>({ holder: initialHolder, number: '', expiry: '', cvc: '' });
  const [tried, setTried] = useState(false);
  // The failure count at which each field was last changed: a provider's error shows until then.
  const [changedAt, setChangedAt] = useState<Partial<Record<CardField, number>>>({});
  const unsettled = useRef<{ card: CardInput; attempt: CardAttempt } | null>(null);
  const refs = {
    holder: useRef<HTMLInputElement>(null),
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };
  const today = new Date();
  const errors = cardErrors(values, { year: today.getFullYear(), month: today.getMonth() + 1 });
  const shown: Partial<Record<CardField, string>> = tried ? { ...errors } : {};
  if (isField(failure) && changedAt[failure] !== failures && !shown[failure]) shown[failure] = 'invalid';
  const brand = cardBrand(values.number);

  // The provider refused a field: focus moves there, which reads its message out.
  const rejected = isField(failure) ? failure : null;
  useEffect(() => {
    if (rejected) refs[rejected].current?.focus();
    // Once per failure: `failures` counts them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failures]);

  const change = (field: CardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChangedAt((current) => (current[field] === failures ? current : { ...current, [field]: failures }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setTried(true);
    const first = FIELDS.find((field) => errors[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    const card = { ...values };
    const earlier = unsettled.current && isSameCard(unsettled.current.card, card) ? unsettled.current.attempt : null;
    unsettled.current = null;
    void onPay(card, earlier).then((result) => {
      if (result.kind === 'unsettled') unsettled.current = { card, attempt: result.attempt };
    });
  };

  return { values, setValues, change, refs, shown, brand, submit };
}
