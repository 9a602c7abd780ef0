import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { QuestionError } from '@/domain/validation/question';
import { selectCustomerEmail } from '@/features/choices';
import type { AppThunk } from '@/lib/app-thunk';

/** What every contact form holds: the e-mail and the two consents (none ticked at first). */
interface ContactValues {
  email: string;
  agb: boolean;
  newsletter: boolean;
}

export type ContactPhase =
  | { is: 'open' }
  | { is: 'sending' }
  | { is: 'done'; message: string | null }
  | { is: 'failed'; message: string | null };

interface ContactFormOptions<V extends ContactValues, F extends string> {
  /** The fields besides the e-mail and the consents, empty. */
  extra: Omit<V, keyof ContactValues>;
  /** The checked fields in the order of the form: a submit with errors focuses the first. */
  fields: readonly F[];
  errorsOf: (values: V) => Partial<Record<F, QuestionError>>;
  send: (values: V) => AppThunk<Promise<{ ok: boolean; message: string | null }>>;
}

/**
 * A contact form's values, its errors (shown once a submit was tried) and its sending: the e-mail
 * starts as the customer's; a submit with a wrong field focuses the first one instead (each field's
 * id is `{id}-{field}`); what was typed stays when sending fails; the news of a success takes the
 * focus, which reads it out.
 */
export function useContactForm<V extends ContactValues, F extends string>({
  extra,
  fields,
  errorsOf,
  send,
}: ContactFormOptions<V, F>) {
  const id = useId();
  const dispatch = useAppDispatch();
  const customerEmail = useAppSelector(selectCustomerEmail);
  const [values, setValues] = useState(() => ({ ...extra, email: customerEmail, agb: false, newsletter: false }) as V);
  const [tried, setTried] = useState(false);
  const [phase, setPhase] = useState<ContactPhase>({ is: 'open' });
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (phase.is === 'done') done.current?.focus();
  }, [phase.is]);
  const errors = errorsOf(values);
  const shown: Partial<Record<F, QuestionError>> = tried ? errors : {};
  const change = (next: Partial<V>) => setValues((current) => ({ ...current, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase.is === 'sending') return;
    setTried(true);
    const first = fields.find((field) => errors[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setPhase({ is: 'sending' });
    const result = await dispatch(send(values));
    setPhase({ is: result.ok ? 'done' : 'failed', message: result.message });
  };

  return { id, values, change, phase, shown, done, submit };
}

/** What the shared fields of a contact form read: its id, values and the message of a field. */
export interface ContactFormFields {
  id: string;
  values: ContactValues;
  change: (next: Partial<ContactValues>) => void;
  message: (field: 'email' | 'agb') => string | null;
}
