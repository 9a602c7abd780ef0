import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@/api/client';
import type { SerializedApiError } from '@/api/errors';
import type { GiftVoucherTemplate } from '@/api/schemas/gift-voucher';
import { errorMessageOf } from '@/components/error-message';
import { TopBar } from '@/components/TopBar';
import type { Language } from '@/config/language';
import { giftVoucherPageUrl, paymentPageUrl } from '@/config/paths';
import { formatPrice } from '@/domain/format';
import { giftVoucherAmount, type GiftVoucherPayment, type GiftVoucherValues } from '@/domain/gift-voucher';
import { AmountChoice } from './AmountChoice';
import { GiftVoucherDone } from './GiftVoucherDone';
import { forgetGiftVoucherDraft } from './gift-voucher-draft';
import { TemplateChoice } from './TemplateChoice';
import { useGiftVoucherForm } from './use-gift-voucher-form';
import { useGiftVoucherOrder, type OrderState } from './use-gift-voucher-order';
import { BuyerSection, PaymentSection, RecipientSection, TermsBox } from './VoucherSections';
import { VoucherPreview } from './VoucherPreview';
import './gift-voucher.css';

export interface GiftVoucherPageProps {
  api: ApiClient;
  language: Language;
  /** The page configuration's templates, read (an empty list: the page's own design). */
  templates: readonly GiftVoucherTemplate[];
  payments: readonly GiftVoucherPayment[];
  /** The tab's storage for what was entered; null where there is none. */
  storage: Storage | null;
  /** Takes the browser to the order's payment page. */
  navigate?: (url: string) => void;
}

/**
 * A travel gift voucher (spec part 2 §7 'POST /fapi/voucher/create/new', part 1 §3 'voucher
 * templates'): a design, an amount, for whom with a message, from whom, a live preview, how to pay
 * and the terms; then the payment page (card, instant transfer) or, by invoice, the voucher at
 * once with its PDF. Everything entered stays over a reload and a failed order.
 */
export function GiftVoucherPage(props: GiftVoucherPageProps) {
  const { api, language, storage, navigate = (url: string) => window.location.assign(url) } = props;
  const { t } = useTranslation('giftVoucher');
  const { state, order, another } = useGiftVoucherOrder(api, storage);
  const templates = useMemo<GiftVoucherTemplate[]>(
    () =>
      props.templates.length > 0
        ? [...props.templates]
        : [{ id: 'classic', title: t('defaultTemplate'), text: null, image: null, amounts: [] }],
    [props.templates, t],
  );
  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  const place = async (valid: GiftVoucherValues) => {
    const amount = giftVoucherAmount(valid.amount);
    if (!valid.payment || amount === null) return;
    const placed = await order({
      templateId: valid.templateId,
      amount,
      recipient: valid.recipient.trim(),
      message: valid.message.trim(),
      buyer: { firstname: valid.firstname.trim(), lastname: valid.lastname.trim(), email: valid.email.trim() },
      paymentType: valid.payment,
      language,
    });
    if (!placed) return;
    forgetGiftVoucherDraft(storage);
    if (valid.payment !== 'BILL') navigate(paymentPageUrl(language, placed.orderNo));
  };

  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('translation:common.skipToContent')}
      </a>
      <TopBar travelCode={null} hrefFor={giftVoucherPageUrl} />
      <main id="main" className="main gift-voucher" tabIndex={-1}>
        <h1 className="gift-voucher__title">{t('title')}</h1>
        {state.phase === 'ordered' ? null : <p className="gift-voucher__intro">{t('intro')}</p>}
        {state.phase === 'ordered' && state.request.paymentType === 'BILL' ? (
          <GiftVoucherDone
            order={state.order}
            request={state.request}
            template={templates.find((template) => template.id === state.request.templateId) ?? null}
            onAnother={another}
          />
        ) : state.phase === 'ordered' ? (
          <p role="status">{t('toPayment')}</p>
        ) : (
          <GiftVoucherForm {...props} templates={templates} state={state} onValid={place} />
        )}
      </main>
    </div>
  );
}

/** The form beside its live preview; the total and the order button at its end. */
function GiftVoucherForm({
  templates,
  payments,
  storage,
  language,
  state,
  onValid,
}: GiftVoucherPageProps & { state: OrderState; onValid: (values: GiftVoucherValues) => Promise<void> }) {
  const { t } = useTranslation('giftVoucher');
  const id = useId();
  const form = useGiftVoucherForm({ templates, payments, storage, onValid });
  const sending = state.phase === 'sending';
  const { values, amount, template } = form;
  return (
    <form className="gift-voucher__layout" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      <div className="gift-voucher__fields">
        <TemplateChoice
          templates={templates}
          registration={form.register('templateId')}
          chosen={values.templateId}
          error={form.message('templateId')}
        />
        <AmountChoice
          id={`${id}-amount`}
          steps={template?.amounts ?? []}
          value={values.amount ?? ''}
          registration={form.register('amount')}
          error={form.message('amount')}
          onStep={form.setAmount}
        />
        <RecipientSection id={id} form={form} />
        <BuyerSection id={id} form={form} />
        <PaymentSection id={id} form={form} payments={payments} />
        <TermsBox id={id} form={form} language={language} />
      </div>
      <aside className="gift-voucher__preview" aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`} className="gift-voucher__heading">
          {t('sections.preview')}
        </h2>
        <VoucherPreview
          template={template}
          amount={amount}
          recipient={values.recipient ?? ''}
          message={values.message ?? ''}
          from={[values.firstname, values.lastname].filter(Boolean).join(' ')}
          byInvoice={values.payment === 'BILL'}
        />
        {template?.text ? <p className="form-row__hint">{template.text}</p> : null}
      </aside>
      <div className="gift-voucher__end">
        {state.phase === 'failed' ? <OrderFailed error={state.error} /> : null}
        <div className="gift-voucher__actions">
          <p className="gift-voucher__total">
            <span>{t('total')}</span> <strong>{amount !== null ? formatPrice(amount, '') : '–'}</strong>
          </p>
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={sending || undefined}
            onClick={(event) => {
              if (sending) event.preventDefault();
            }}
          >
            {sending ? t('sending') : t('submit')}
          </button>
        </div>
      </div>
    </form>
  );
}

/** Why the order did not go through: the server's words or the cause; everything entered is still there. */
function OrderFailed({ error }: { error: SerializedApiError }) {
  const { t } = useTranslation(['giftVoucher', 'errors']);
  const said = errorMessageOf(error);
  return (
    <div className="notice notice--error" role="alert" tabIndex={-1}>
      <p>{t('failed')}</p>
      <p>{'serverHtml' in said ? said.serverHtml.replace(/<[^>]*>/g, '') : t(said.key, { status: said.status })}</p>
    </div>
  );
}
