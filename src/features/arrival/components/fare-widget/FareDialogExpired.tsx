import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The fare dialog once the offer ran out: only 'search again' (spec part 2 §4). */
export function FareDialogExpired({
  buttonRef,
  onSearchAgain,
}: {
  buttonRef: Ref<HTMLButtonElement>;
  onSearchAgain: () => void;
}) {
  const { t } = useTranslation('flights');
  return (
    <div className="fare-dialog__state" role="alert">
      <p>{t('expired.text')}</p>
      <button type="button" ref={buttonRef} className="button button--primary" onClick={onSearchAgain}>
        {t('expired.searchAgain')}
      </button>
    </div>
  );
}
