import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toggletip } from '@/components/Toggletip';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useRoomName } from '@/components/room-name';
import { formatPrice } from '@/domain/format';
import type { RequestReason } from '@/domain/on-request';
import { selectReasonsWithWayOut, type ReasonWithWayOut } from '../way-out-selectors';
import { choiceTarget, useGoToChoice } from './choice-target';
import './request-reasons.css';

/** A reason in plain words, naming its choice (the service, the room, the airport, the upgrade). */
function useReasonText() {
  const { t } = useTranslation('extras');
  const roomName = useRoomName();
  return (reason: RequestReason) =>
    t(`requestReasons.cause.${reason.cause}`, {
      name: reason.name ?? '',
      airport: reason.airport ?? '',
      upgrade: reason.upgrade ? t(`flightUpgrade.${reason.upgrade}`, { defaultValue: reason.upgrade }) : '',
      room: reason.roomType ? roomName(reason.roomType, reason.name ?? '') : '',
      count: reason.available ?? 0,
    });
}

/**
 * 'Warum auf Anfrage?' next to the total (step 1 and step 3): each reason the booking is on request
 * or a booking request, a way to its choice, and where taking back one choice makes the booking
 * bookable at once, that click with the total it would then cost.
 */
export function RequestReasons({ step }: { step: 'schedule' | 'overview' }) {
  const { t } = useTranslation(['extras', 'translation']);
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectReasonsWithWayOut);
  const text = useReasonText();
  const goTo = useGoToChoice(step);
  const headingId = useId();
  const status = useRef<HTMLParagraphElement>(null);
  const [changed, setChanged] = useState(false);
  const onRequestLabel = t('translation:price.onRequest');

  const takeWayOut = ({ wayOut }: ReasonWithWayOut) => {
    if (!wayOut) return;
    for (const action of wayOut.actions) dispatch(action);
    setChanged(true);
    // The button goes with its reason: the focus goes to what the click did.
    requestAnimationFrame(() => status.current?.focus());
  };

  return (
    <>
      <p
        ref={status}
        className={changed && items.length === 0 ? 'form__note' : 'visually-hidden'}
        role="status"
        tabIndex={-1}
      >
        {changed && items.length === 0 ? t('requestReasons.wayOutDone') : ''}
      </p>
      {items.length > 0 ? (
        <section className="request-reasons" aria-labelledby={headingId} data-testid="request-reasons">
          <div className="request-reasons__head">
            <h3 id={headingId} className="request-reasons__title">
              {t('requestReasons.title')}
            </h3>
            <Toggletip label={t('requestReasons.helpLabel')}>{t('requestReasons.help')}</Toggletip>
          </div>
          <p className="request-reasons__intro">{t('requestReasons.intro')}</p>
          <ul className="request-reasons__list">
            {items.map((item, index) => {
              const reason = text(item.reason);
              const target = choiceTarget(item.reason);
              return (
                <li key={`${item.reason.cause}-${index}`} className="request-reasons__item">
                  <span>{reason}</span>
                  {target ? (
                    <button
                      type="button"
                      className="button button--link"
                      aria-label={t('requestReasons.goToLabel', { reason })}
                      onClick={() => goTo(target)}
                    >
                      {t('requestReasons.goTo')}
                    </button>
                  ) : null}
                  {item.wayOut ? (
                    <button type="button" className="button button--primary" onClick={() => takeWayOut(item)}>
                      {item.reason.cause === 'flightUpgrade'
                        ? t('requestReasons.wayOut.flightUpgrade', {
                            total: formatPrice(item.wayOut.total, onRequestLabel),
                          })
                        : t('requestReasons.wayOut.service', {
                            name: item.reason.name ?? '',
                            total: formatPrice(item.wayOut.total, onRequestLabel),
                          })}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
