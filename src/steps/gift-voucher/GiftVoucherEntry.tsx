import { useMemo } from 'react';
import type { ApiClient } from '@/api/client';
import { giftVoucherTemplatesSchema, type GiftVoucherTemplate } from '@/api/schemas/gift-voucher';
import { z } from '@/config/z';
import { reachableCardPayment, type CardPaymentConfig } from '@/config/card-payment';
import type { Language } from '@/config/language';
import { pagePolicy } from '@/config/page-policy';
import { giftVoucherPayments } from '@/domain/gift-voucher';
import { GiftVoucherPage } from './GiftVoucherPage';

/** Storage the page may not have (a private window, a blocked site): then none. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The gift voucher page from the page configuration: its templates read here (a broken one is
 * left out), the ways to pay from the card provider and the payment settings.
 */
export function GiftVoucherEntry({
  api,
  language,
  voucherTemplates,
  cardPayment,
  invoiceAllowed,
}: {
  api: ApiClient;
  language: Language;
  voucherTemplates: unknown;
  /** The page configuration's card payment provider: the card is offered where the page can reach it. */
  cardPayment: CardPaymentConfig | null;
  invoiceAllowed: boolean;
}) {
  const templates = useMemo(
    () =>
      z
        .parse(giftVoucherTemplatesSchema, voucherTemplates)
        .filter((template): template is GiftVoucherTemplate => template !== null),
    [voucherTemplates],
  );
  const cardPayable = reachableCardPayment(cardPayment, pagePolicy()) !== null;
  const payments = useMemo(() => giftVoucherPayments({ cardPayable, invoiceAllowed }), [cardPayable, invoiceAllowed]);
  return (
    <GiftVoucherPage api={api} language={language} templates={templates} payments={payments} storage={tabStorage()} />
  );
}
