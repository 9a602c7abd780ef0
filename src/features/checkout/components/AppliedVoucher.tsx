import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/domain/format';
import type { voucherMessage } from '@/domain/voucher';

interface AppliedVoucherProps {
  code: string;
  message: ReturnType<typeof voucherMessage>;
  /** The result takes the focus once the check says the voucher is valid. */
  resultRef: RefObject<HTMLDivElement>;
  onRemove: () => void;
}

/** A valid voucher: its code, what it is worth and how it changes the price, and a button to take it off. */
export function AppliedVoucher({ code, message, resultRef, onRemove }: AppliedVoucherProps) {
  const { t } = useTranslation(['checkout', 'booking']);
  const price = (value: number) => formatPrice(value, t('price.onRequest'));
  const text =
    message.key === 'voucher.remainder'
      ? t('booking:voucher.remainder', { value: price(message.value), remainder: price(message.remainder) })
      : message.key === 'voucher.reducedBy'
        ? t('booking:voucher.reducedBy', { value: price(message.value) })
        : message.key === 'voucher.percentage'
          ? t('booking:voucher.percentage', { percentage: message.percentage })
          : t('booking:voucher.valid');
  return (
    <>
      <div ref={resultRef} tabIndex={-1} className="voucher__applied" role="status">
        <p className="voucher__code">{t('voucher.applied', { code })}</p>
        <p className="notice notice--success">{text}</p>
      </div>
      <button type="button" className="button button--link" onClick={onRemove}>
        {t('voucher.remove')}
      </button>
    </>
  );
}
