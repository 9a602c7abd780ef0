import { useEffect, useMemo, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GiftVoucherTemplate } from '@/api/schemas/gift-voucher';
import {
  giftVoucherAmount,
  giftVoucherErrors,
  type GiftVoucherField,
  type GiftVoucherPayment,
  type GiftVoucherValues,
} from '@/domain/gift-voucher';
import { focusFirstMarked } from '@/lib/scroll-and-focus';
import { readGiftVoucherDraft, writeGiftVoucherDraft } from './gift-voucher-draft';
import { useGiftVoucherMessage } from './gift-voucher-messages';

type TextName = 'recipient' | 'firstname' | 'lastname' | 'email';

/**
 * The voucher form: its values from the tab's draft (a design or way to pay no longer offered is
 * none; a single one is chosen), kept in the draft as they are typed, checked by the domain's rule,
 * each error shown once its field was left or the order was tried.
 */
export function useGiftVoucherForm({
  templates,
  payments,
  storage,
  onValid,
}: {
  templates: readonly GiftVoucherTemplate[];
  payments: readonly GiftVoucherPayment[];
  storage: Storage | null;
  onValid: (values: GiftVoucherValues) => Promise<void>;
}) {
  const { t } = useTranslation('giftVoucher');
  const messageOf = useGiftVoucherMessage();
  const rules = useMemo(
    () => ({ templateIds: templates.map((template) => template.id), payments }),
    [templates, payments],
  );
  const resolver = useMemo<Resolver<GiftVoucherValues>>(
    () => (values) => {
      const errors = Object.entries(giftVoucherErrors(values, rules));
      return errors.length === 0
        ? { values, errors: {} }
        : { values: {}, errors: Object.fromEntries(errors.map(([name, error]) => [name, { type: error.key }])) };
    },
    [rules],
  );
  const { register, handleSubmit, control, formState, setValue, subscribe } = useForm<GiftVoucherValues>({
    defaultValues: (() => {
      const draft = readGiftVoucherDraft(storage);
      const only = <T>(list: readonly T[]) => (list.length === 1 ? (list[0] ?? null) : null);
      return {
        ...draft,
        templateId: rules.templateIds.includes(draft.templateId) ? draft.templateId : (only(rules.templateIds) ?? ''),
        payment: draft.payment && payments.includes(draft.payment) ? draft.payment : only(payments),
      };
    })(),
    resolver,
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as GiftVoucherValues;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values: next }) => writeGiftVoucherDraft(storage, next),
      }),
    [subscribe, storage],
  );

  const errors = giftVoucherErrors(values, rules);
  const message = (field: GiftVoucherField) =>
    messageOf(
      t(`fields.${field}`),
      formState.isSubmitted || formState.touchedFields[field] ? errors[field] : undefined,
    );
  /** A text field's binding: the shared field takes its element by `inputRef`. */
  const bind = (name: TextName) => {
    const { ref, ...rest } = register(name);
    return { inputRef: ref, ...rest };
  };
  const onInvalid = (_errors: unknown, event?: BaseSyntheticEvent) => {
    const root = event?.target instanceof HTMLFormElement ? event.target : null;
    requestAnimationFrame(() => focusFirstMarked(root));
  };
  return {
    values,
    message,
    register,
    bind,
    setAmount: (amount: number) => setValue('amount', String(amount), { shouldTouch: true, shouldDirty: true }),
    onSubmit: handleSubmit(onValid, onInvalid),
    template: templates.find((candidate) => candidate.id === values.templateId) ?? null,
    amount: giftVoucherAmount(values.amount ?? ''),
  };
}

export type GiftVoucherForm = ReturnType<typeof useGiftVoucherForm>;
