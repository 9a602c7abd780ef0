import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfLink } from '@/components/PdfLink';
import { SalesPhone } from '@/components/SalesContactLine';
import type { SalesContact } from '@/config/sales-contact';
import { formatPrice } from '@/domain/format';
import { selectPaymentView, usePaymentSelector } from '@/features/payment';

/** Where the payment stands once it is not open: already paid, the thank-you, or the deadline passed with whom to call. */
export function PaymentOutcome({
  salesContact,
  outcomeRef,
  thanksRef,
}: {
  salesContact: SalesContact | null;
  outcomeRef: RefObject<HTMLDivElement>;
  thanksRef: RefObject<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('payment');
  const view = usePaymentSelector(selectPaymentView);
  return (
    <div ref={outcomeRef} tabIndex={-1} className="payment__outcome">
      {view.phase === 'paid' || view.phase === 'nothingDue' ? (
        <p className="notice notice--success" role="status">
          {t('alreadyPaid')}
        </p>
      ) : null}
      {view.phase === 'succeeded' ? (
        <div className="notice notice--success">
          <h2 ref={thanksRef} tabIndex={-1} className="payment__subtitle">
            {t('success.title')}
          </h2>
          <p>
            {t('success.text', {
              amount: formatPrice(view.paidAmount ?? view.amountDue, t('amountOnRequest')),
            })}
          </p>
        </div>
      ) : null}
      {view.giftVoucher?.code &&
      (view.phase === 'succeeded' || view.phase === 'paid' || view.phase === 'nothingDue') ? (
        <div className="payment__voucher">
          <p className="payment__voucher-code">{t('giftVoucher.code', { code: view.giftVoucher.code })}</p>
          {view.giftVoucher.pdfUrl ? (
            <p>
              <PdfLink href={view.giftVoucher.pdfUrl} name={`${view.giftVoucher.code}.pdf`}>
                {t('giftVoucher.pdf')}
              </PdfLink>
            </p>
          ) : null}
          <p>{t('giftVoucher.mail')}</p>
        </div>
      ) : null}
      {view.phase === 'expired' ? (
        <div className="notice notice--error" role="alert">
          <p>{t('expired')}</p>
          {salesContact ? (
            <p className="payment__contact">
              {t('contact.lead')} {t('contact.phone')} <SalesPhone contact={salesContact} />
              {' · '}
              {t('contact.email')} <a href={`mailto:${salesContact.email}`}>{salesContact.email}</a>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
