import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUEST_ANSWER_WORKING_DAYS } from '@/domain/on-request';

/** A flight request instead of a fare (spec part 2 §4 'request-flight mode'), with its way back. */
export function RequestedFlight({
  noticeRef,
  airport,
  onCancel,
}: {
  noticeRef: Ref<HTMLParagraphElement>;
  /** The departure airport's name, when one was chosen. */
  airport: string | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['flights', 'extras']);
  return (
    <div className="notice fare-widget__requested">
      <p ref={noticeRef} tabIndex={-1}>
        {airport ? t('requestedFrom', { airport }) : t('extras:flight.requested')}
      </p>
      <p className="form-row__hint">{t('extras:flight.requestHint', REQUEST_ANSWER_WORKING_DAYS)}</p>
      <button type="button" className="button" onClick={onCancel}>
        {t('extras:flight.cancelRequest')}
      </button>
    </div>
  );
}
