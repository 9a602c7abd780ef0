import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ChoiceGroup } from '@/components/ChoiceGroup';
import { FieldErrorText } from '@/components/FieldErrorText';
import { SecureNote } from '@/components/SecureNote';
import { TextField } from '@/components/TextField';
import { transLink } from '@/components/trans-link';
import { LANGUAGES, type Language } from '@/config/language';
import { GIFT_VOUCHER_LIMITS, type GiftVoucherPayment } from '@/domain/gift-voucher';
import type { GiftVoucherForm } from './use-gift-voucher-form';

/** A part of the form under its numbered heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="gift-voucher__section" aria-labelledby={id}>
      <h2 id={id} className="gift-voucher__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** For whom: the recipient's name and the message, with how much of it is left. */
export function RecipientSection({ id, form }: { id: string; form: GiftVoucherForm }) {
  const { t } = useTranslation('giftVoucher');
  const error = form.message('message');
  return (
    <Section id={`${id}-for`} title={t('sections.for')}>
      <TextField
        id={`${id}-recipient`}
        label={t('fields.recipient')}
        required
        maxLength={GIFT_VOUCHER_LIMITS.recipient}
        autoComplete="off"
        error={form.message('recipient')}
        {...form.bind('recipient')}
      />
      <div className={`form-row${error ? ' form-row--error' : ''}`}>
        <label htmlFor={`${id}-message`} className="form-row__label">
          {t('fields.message')}
        </label>
        <textarea
          id={`${id}-message`}
          className="form-row__control gift-voucher__message"
          rows={4}
          maxLength={GIFT_VOUCHER_LIMITS.message}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message-count${error ? ` ${id}-message-error` : ''}`}
          {...form.register('message')}
        />
        <p id={`${id}-message-count`} className="form-row__hint">
          {t('messageCount', { count: (form.values.message ?? '').length, max: GIFT_VOUCHER_LIMITS.message })}
        </p>
        <FieldErrorText id={`${id}-message-error`} text={error} />
      </div>
    </Section>
  );
}

/** From whom: the buyer's name (on the voucher) and e-mail (the PDF and the invoice go there). */
export function BuyerSection({ id, form }: { id: string; form: GiftVoucherForm }) {
  const { t } = useTranslation('giftVoucher');
  return (
    <Section id={`${id}-from`} title={t('sections.from')}>
      <div className="gift-voucher__pair">
        <TextField
          id={`${id}-firstname`}
          label={t('fields.firstname')}
          required
          maxLength={GIFT_VOUCHER_LIMITS.firstname}
          autoComplete="given-name"
          error={form.message('firstname')}
          {...form.bind('firstname')}
        />
        <TextField
          id={`${id}-lastname`}
          label={t('fields.lastname')}
          required
          maxLength={GIFT_VOUCHER_LIMITS.lastname}
          autoComplete="family-name"
          error={form.message('lastname')}
          {...form.bind('lastname')}
        />
      </div>
      <TextField
        id={`${id}-email`}
        label={t('fields.email')}
        type="email"
        required
        maxLength={GIFT_VOUCHER_LIMITS.email}
        autoComplete="email"
        error={form.message('email')}
        {...form.bind('email')}
      />
      <p className="form-row__hint">{t('emailHint')}</p>
    </Section>
  );
}

/** How to pay: the ways offered, and what happens next with the one chosen. */
export function PaymentSection({
  id,
  form,
  payments,
}: {
  id: string;
  form: GiftVoucherForm;
  payments: readonly GiftVoucherPayment[];
}) {
  const { t } = useTranslation('giftVoucher');
  const chosen = form.values.payment;
  return (
    <Section id={`${id}-pay`} title={t('sections.payment')}>
      <ChoiceGroup
        className="gift-voucher__payments"
        errorId={`${id}-payment-error`}
        legend={t('fields.payment')}
        required
        error={form.message('payment')}
      >
        {payments.map((payment) => (
          <label key={payment} className="gift-voucher__payment">
            <input type="radio" value={payment} {...form.register('payment')} />
            <span>{t(`payment.${payment}`)}</span>
          </label>
        ))}
      </ChoiceGroup>
      {chosen && chosen !== 'BILL' ? <SecureNote>{t('paymentNext')}</SecureNote> : null}
      {chosen === 'BILL' ? <p className="form-row__hint">{t('billNote')}</p> : null}
    </Section>
  );
}

/** The general terms: never ticked in advance. */
export function TermsBox({ id, form, language }: { id: string; form: GiftVoucherForm; language: Language }) {
  const { t } = useTranslation('giftVoucher');
  const error = form.message('terms');
  return (
    <div className={`checkbox-row${error ? ' checkbox-row--error' : ''}`}>
      <input
        id={`${id}-terms`}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-terms-error` : undefined}
        {...form.register('terms')}
      />
      <label htmlFor={`${id}-terms`}>
        <Trans t={t} i18nKey="terms" components={{ terms: transLink(LANGUAGES[language].terms) }} />
        <span aria-hidden="true"> *</span>
      </label>
      <FieldErrorText id={`${id}-terms-error`} text={error} />
    </div>
  );
}
