import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { TakeBackCause } from '@/domain/taken-back';
import { bookingReconciled } from '../booking-slice';
import { selectTakenBack, takenBackDismissed } from '../taken-back';

/**
 * Where the person made a change (`causes`): what the rules took back because of it, in a polite
 * live message, with 'Rückgängig' where there is a way back (a room change) and a close button.
 * The live region is always there, so a screen reader hears what appears in it.
 */
export function TakenBackNotice({ causes }: { causes: readonly TakeBackCause[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { taken, cause, undo } = useAppSelector(selectTakenBack);
  const shown = cause !== null && causes.includes(cause) && taken.length > 0;
  return (
    <div role="status" className={shown ? 'taken-back notice' : 'taken-back'}>
      {shown ? (
        <>
          <ul className="taken-back__list">
            {taken.map(({ kind, count }) => (
              <li key={kind}>{t(`takenBack.${kind}`, { count, cause: t(`takenBack.cause.${cause}`) })}</li>
            ))}
          </ul>
          <div className="taken-back__actions">
            {undo ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  dispatch(bookingReconciled({ fields: undo, notices: [] }));
                  dispatch(takenBackDismissed());
                }}
              >
                {t('takenBack.undo')}
              </button>
            ) : null}
            <button type="button" className="button--link" onClick={() => dispatch(takenBackDismissed())}>
              {t('takenBack.dismiss')}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
