import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GiftVoucherRequest } from '@/api/gift-voucher';
import type { GiftVoucherOrder, GiftVoucherTemplate } from '@/api/schemas/gift-voucher';
import { PdfLink } from '@/components/PdfLink';
import { VoucherPreview } from './VoucherPreview';

/** Ordered by invoice: the voucher exists at once, with its code and PDF; the invoice follows by e-mail. */
export function GiftVoucherDone({
  order,
  request,
  template,
  onAnother,
}: {
  order: GiftVoucherOrder;
  request: GiftVoucherRequest;
  template: GiftVoucherTemplate | null;
  onAnother: () => void;
}) {
  const { t } = useTranslation('giftVoucher');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel gift-voucher__done" aria-labelledby="gift-voucher-done">
      <h2 id="gift-voucher-done" className="panel__title" ref={heading} tabIndex={-1}>
        {t('done.title')}
      </h2>
      <p>{t('done.mail', { email: request.buyer.email, orderNo: order.orderNo })}</p>
      <VoucherPreview
        template={template}
        amount={request.amount}
        recipient={request.recipient}
        message={request.message}
        from={`${request.buyer.firstname} ${request.buyer.lastname}`}
        code={order.code}
      />
      {order.pdfUrl ? (
        <p>
          <PdfLink href={order.pdfUrl} name={`${order.code ?? order.orderNo}.pdf`}>
            {t('done.pdf')}
          </PdfLink>
        </p>
      ) : null}
      <p className="form-row__hint">{t('done.redeem')}</p>
      <p>
        <button type="button" className="button" onClick={onAnother}>
          {t('done.another')}
        </button>
      </p>
    </section>
  );
}
