import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { isNoCompulsoryChange, type TakeBackCause } from '@/domain/taken-back';
import { bookingReconciled } from '../booking-slice';
import { selectTakenBack, takenBackDismissed, takenBackUndone } from '../taken-back';

/**
 * Where the person made a change (`causes`): what the rules took back because of it, in a polite
 * live message, with 'Rückgängig' where there is a way back (a room change) and a close button
 * beside it (outside the live region, so they are not read as part of the message). The region is
 * always there, so a screen reader hears what appears in it; after either button the focus stays
 * here, never falls to the page's body. Leaving the place closes its message.
 */
export function TakenBackNotice({ causes }: { causes: readonly TakeBackCause[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { taken, compulsory, cause, undo, undone: wentBack } = useAppSelector(selectTakenBack);
  const here = cause !== null && causes.includes(cause);
  const shown = here && (taken.length > 0 || !isNoCompulsoryChange(compulsory));
  const undone = here && wentBack;
  const place = useRef<HTMLDivElement>(null);
  const showing = useRef(shown);
  useEffect(() => {
    showing.current = shown || undone;
  }, [shown, undone]);
  useEffect(
    () => () => {
      if (showing.current) dispatch(takenBackDismissed());
    },
    [dispatch],
  );
  const close = (goneBack: boolean) => {
    if (goneBack && undo) {
      dispatch(bookingReconciled({ fields: undo, notices: [] }));
      dispatch(takenBackUndone());
    } else dispatch(takenBackDismissed());
    place.current?.focus();
  };
  return (
    <div ref={place} tabIndex={-1} className={shown || undone ? 'taken-back notice' : 'taken-back'}>
      <div role="status">
        {shown ? (
          <ul className="taken-back__list">
            {taken.map(({ kind, count }) => (
              <li key={kind}>{t(`takenBack.${kind}`, { count, cause: t(`takenBack.cause.${cause}`) })}</li>
            ))}
            {(['added', 'gone'] as const).map((change) =>
              compulsory[change].length > 0 ? (
                <li key={change}>
                  {t(`takenBack.compulsory.${change}`, {
                    with: t(`takenBack.with.${cause}`),
                    names: compulsory[change].join(', '),
                    count: compulsory[change].length,
                  })}
                </li>
              ) : null,
            )}
          </ul>
        ) : undone ? (
          <p className="taken-back__undone">{t('takenBack.undone')}</p>
        ) : null}
      </div>
      {shown ? (
        <div className="taken-back__actions">
          {undo ? (
            <button type="button" className="button" onClick={() => close(true)}>
              {t('takenBack.undo')}
            </button>
          ) : null}
          <button type="button" className="button--link" onClick={() => close(false)}>
            {t('takenBack.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
