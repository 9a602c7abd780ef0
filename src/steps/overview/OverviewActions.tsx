import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Price } from '@/components/Price';
import { SecureNote } from '@/components/SecureNote';
import { Toggletip } from '@/components/Toggletip';
import { useFaqText } from './Faq';
import { CERTIFICATE_URL } from '@/config/paths';
import { REQUEST_ANSWER_WORKING_DAYS } from '@/domain/on-request';
import type { SubmitKind } from '@/domain/submit';
import { selectIsMarkedOnRequest, selectMissingForPrice, selectTotals } from '@/features/pricing';
import { selectIsPaidByCustomer } from '@/features/checkout';
import { selectSubmitKind } from '@/features/pricing';

/** The total beside the submit, whose label says what it does ('Jetzt anfragen', 'Jetzt zahlungspflichtig buchen'). */
export function OverviewActions({ busy, onSubmit }: { busy: boolean; onSubmit: () => void }) {
  const { t } = useTranslation('checkout');
  const kind = useAppSelector(selectSubmitKind);
  const totals = useAppSelector(selectTotals);
  const marked = useAppSelector(selectIsMarkedOnRequest);
  // No figure reads as the total while a room for everyone is missing.
  const priced = useAppSelector(selectMissingForPrice).length === 0;
  return (
    <div className="overview__actions">
      {priced ? (
        <p className="overview__total">
          <span className="overview__total-label">{t('prices.total')}</span>{' '}
          <strong>
            <Price value={totals.totalPrice} />
            {marked ? ' *' : ''}
          </strong>
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary overview__submit"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onSubmit();
        }}
      >
        {t(kind === 'request' ? 'submit.request' : 'submit.book')}
      </button>
    </div>
  );
}

/**
 * What the submit leads to, said just before it: a request is not binding and answered within
 * days; what the customer pays for a booking is protected against the operator's insolvency (its
 * certificate); nothing is said where the customer pays nothing (an agency, a total of zero).
 */
export function SubmitNote({ kind }: { kind: SubmitKind }) {
  const { t } = useTranslation('checkout');
  const paid = useAppSelector(selectIsPaidByCustomer);
  const faqText = useFaqText();
  if (kind === 'request') return <p className="form__note">{t('submit.requestNote', REQUEST_ANSWER_WORKING_DAYS)}</p>;
  if (!paid) return null;
  return (
    <SecureNote icon="shield">
      {t('submit.protected')}{' '}
      <a href={CERTIFICATE_URL} target="_blank" rel="noopener noreferrer">
        {t('faq.moneyProtection.certificate')} (PDF)
      </a>
      <Toggletip label={t('faq.moneyProtection.helpLabel')}>{faqText('moneyProtection')}</Toggletip>
    </SecureNote>
  );
}
