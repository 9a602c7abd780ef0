import { useTranslation } from 'react-i18next';
import type { GiftVoucherTemplate } from '@/api/schemas/gift-voucher';
import { TripPicture } from '@/components/TripPicture';
import { formatPrice } from '@/domain/format';

/** The voucher as it will look (its PDF carries the same): the picture, the amount, for whom, the message, from whom. */
export function VoucherPreview({
  template,
  amount,
  recipient,
  message,
  from,
  code = null,
  byInvoice = false,
}: {
  template: GiftVoucherTemplate | null;
  amount: number | null;
  recipient: string;
  message: string;
  from: string;
  code?: string | null;
  /** Ordered by invoice: the code comes with the order, not after a payment. */
  byInvoice?: boolean;
}) {
  const { t } = useTranslation('giftVoucher');
  return (
    <figure className="voucher-preview" aria-labelledby="voucher-preview-caption">
      <TripPicture image={template?.image ?? null} className="voucher-preview__picture" />
      <div className="voucher-preview__body">
        <p className="voucher-preview__kind">{template?.title ?? t('preview.kind')}</p>
        <p className="voucher-preview__amount">{amount !== null ? formatPrice(amount, '') : '€ –'}</p>
        <p className="voucher-preview__for">{t('preview.for', { name: recipient.trim() || t('preview.someone') })}</p>
        {message.trim() ? <blockquote className="voucher-preview__message">{message.trim()}</blockquote> : null}
        {from.trim() ? <p className="voucher-preview__from">{t('preview.from', { name: from.trim() })}</p> : null}
        <p className="voucher-preview__code">
          {code ? t('preview.code', { code }) : t(byInvoice ? 'preview.codeAtOnce' : 'preview.codeLater')}
        </p>
      </div>
      <figcaption id="voucher-preview-caption" className="visually-hidden">
        {t('preview.caption')}
      </figcaption>
    </figure>
  );
}
