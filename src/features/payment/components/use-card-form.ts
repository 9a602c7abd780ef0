import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { isFieldRejection } from '@/domain/card-payment';
import type { PaymentFailure } from '@/domain/payment-page';
import { cardBrand, cardErrors, typedExpiry, type CardField, type CardInput } from '@/domain/validation/card';
import type { CardPayResult } from '../payment-thunks';

const FIELDS: readonly CardField[] = ['holder', 'number', 'expiry', 'cvc'];

/**
 * The card form's values, held in the component's state only, their errors (the form's own once a
 * submit was tried; the provider's at its field until that field is changed) and the brand typed so
 * far. The submit does nothing while sending, focuses the first wrong field, or hands the card on.
 * When the page goes away (to the issuer's page, another site, a reload) the number, expiry and
 * code are emptied first, so a page the browser keeps for its back button holds none of them.
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
  onPay: (card: CardInput) => Promise<CardPayResult>;
}) {
  const [values, setValues] = useState<CardInput>({ holder: initialHolder, number: '', expiry: '', cvc: '' });
  const [tried, setTried] = useState(false);
  // The failure count at which each field was last changed: a provider's error shows until then.
  const [changedAt, setChangedAt] = useState<Partial<Record<CardField, number>>>({});
  const refs = {
    holder: useRef<HTMLInputElement>(null),
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };
  const today = new Date();
  const errors = cardErrors(values, { year: today.getFullYear(), month: today.getMonth() + 1 });
  const shown: Partial<Record<CardField, string>> = tried ? { ...errors } : {};
  const rejected = isFieldRejection(failure) ? failure : null;
  if (rejected && changedAt[rejected] !== failures && !shown[rejected]) shown[rejected] = 'invalid';
  const brand = cardBrand(values.number);

  // The provider refused a field: focus moves there, which reads its message out (once per failure).
  useEffect(() => {
    if (rejected) refs[rejected].current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failures]);

  useEffect(() => {
    const empty = () =>
      flushSync(() => setValues((current) => ({ holder: current.holder, number: '', expiry: '', cvc: '' })));
    window.addEventListener('pagehide', empty);
    return () => window.removeEventListener('pagehide', empty);
  }, []);

  const change = (field: CardField, value: string) => {
    // The expiry takes its MM/JJ form as it is typed.
    setValues((current) => ({
      ...current,
      [field]: field === 'expiry' ? typedExpiry(current.expiry, value) : value,
    }));
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
    void onPay({ ...values });
  };

  return { values, setValues, change, refs, shown, brand, submit };
}
