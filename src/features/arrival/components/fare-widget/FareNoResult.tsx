import { useTranslation } from 'react-i18next';
import { REQUEST_ANSWER_WORKING_DAYS } from '@/domain/on-request';

/** No fare found: a flight request or another airport instead (spec part 2 §4). */
export function FareNoResult({ onRequest, onOtherAirport }: { onRequest: () => void; onOtherAirport: () => void }) {
  const { t } = useTranslation('flights');
  return (
    <div className="fare-dialog__state">
      <p role="alert">
        <strong>{t('noResult.text')}</strong>
      </p>
      <p>{t('noResult.offer', REQUEST_ANSWER_WORKING_DAYS)}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onRequest}>
          {t('noResult.request')}
        </button>
        <button type="button" className="button" onClick={onOtherAirport}>
          {t('noResult.otherAirport')}
        </button>
      </div>
    </div>
  );
}
