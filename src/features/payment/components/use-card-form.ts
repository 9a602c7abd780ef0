import { useRef, useState, type FormEvent } from 'react';
import type { CardPayment } from '@/api/payment';
import { cardBrand, cardErrors, normalExpiry, type CardField, type CardInput } from '@/domain/validation/card';

const FIELDS: readonly CardField[] = ['holder', 'number', 'expiry', 'cvc'];

/**
 * The card form's values, held in the component's state only, their errors (shown once a submit
 * was tried) and the brand typed so far. The submit does nothing while sending, focuses the first
 * wrong field, or hands the card on cleaned up.
 */
export function useCardForm({ sending, onPay }: { sending: boolean; onPay: (card: CardPayment) => void }) {
  const [values, setValues] = useState<CardInput>({ holder: '', number: '', expiry: '', cvc: '' });
  const [tried, setTried] = useState(false);
  const refs = {
    holder: useRef<HTMLInputElement>(null),
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };
  const today = new Date();
  const errors = cardErrors(values, { year: today.getFullYear(), month: today.getMonth() + 1 });
  const shown = tried ? errors : {};
  const brand = cardBrand(values.number);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setTried(true);
    const first = FIELDS.find((field) => errors[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    const expiry = normalExpiry(values.expiry);
    if (!brand || !expiry) return;
    onPay({
      holder: values.holder.trim(),
      number: values.number.replace(/[\s-]/g, ''),
      expiry,
      cvc: values.cvc.trim(),
      brand,
    });
  };

  return { values, setValues, refs, shown, brand, submit };
}
