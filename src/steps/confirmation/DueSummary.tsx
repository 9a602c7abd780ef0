import { useTranslation } from 'react-i18next';
import type { Booking } from '@/api/schemas';
import { Price } from '@/components/Price';
import { formatDate } from '@/domain/format';
import type { confirmationFacts } from '@/domain/confirmation';

/**
 * How the booker pays and what is due when, under what was booked: the way to pay, the amount due
 * now (online) or with the invoice, and the rest with its date. Nothing for a request; an agency's
 * next steps say who pays.
 */
export function DueSummary({
  booking,
  facts,
}: {
  booking: Pick<Booking, 'paymentMethod' | 'travelAgency'>;
  facts: ReturnType<typeof confirmationFacts>;
}) {
  const { t } = useTranslation(['pages', 'checkout', 'translation']);
  if (facts.kind === 'request' || booking.travelAgency !== null) return null;
  return (
    <>
      {booking.paymentMethod ? (
        <>
          <dt>{t('confirmation.paymentMethod')}</dt>
          <dd>{t(`checkout:payment.method.${booking.paymentMethod}`)}</dd>
        </>
      ) : null}
      {facts.dueLabel ? (
        <>
          <dt>{t(`translation:plan.${facts.dueLabel}`)}</dt>
          <dd>
            <Price value={facts.dueNow} />
          </dd>
        </>
      ) : null}
      {facts.balanceDueDate ? (
        <>
          <dt>{t('translation:plan.balance', { date: formatDate(facts.balanceDueDate) })}</dt>
          <dd>
            <Price value={facts.balance} />
          </dd>
        </>
      ) : null}
    </>
  );
}
