import { useTranslation } from 'react-i18next';
import type { Schedule } from '@/api/schemas';
import { Price } from '@/components/Price';
import { useRoomName } from '@/components/room-name';
import type { AvailabilityLabel, RoomType } from '@/domain/rooms';
import { CHOICE_IDS } from '@/lib/choice-ids';

export interface RoomLine {
  schedule: Schedule;
  count: number;
  persons: number;
  canAdd: boolean;
  canRemove: boolean;
  availability: AvailabilityLabel;
  type: RoomType;
  /** Rooms of the type the party leaves partly empty (a party made smaller). */
  partlyUsed: readonly { persons: number; capacity: number }[];
}

export interface RoomSelectorProps {
  lines: RoomLine[];
  /** Persons still without a room; null while the party size is not valid. */
  remaining: number | null;
  onAdd: (schedule: Schedule) => void;
  onRemove: (schedule: Schedule) => void;
}

/** Per room type a minus, the count and a plus, with its availability (spec part 1 §2, §4). */
export function RoomSelector({ lines, remaining, onAdd, onRemove }: RoomSelectorProps) {
  const { t } = useTranslation('extras');
  const roomName = useRoomName();
  const availabilityOf = (label: AvailabilityLabel) =>
    label === null
      ? null
      : label.kind === 'few'
        ? t('rooms.availability.few', { count: label.count })
        : t(`rooms.availability.${label.kind}`);
  return (
    <fieldset id={CHOICE_IDS.rooms} className="rooms">
      <legend className="rooms__legend">{t('rooms.heading')}</legend>
      <ul className="rooms__list">
        {lines.map((line) => {
          const name = roomName(line.schedule.roomType, line.schedule.roomTypeDescription);
          const availability = availabilityOf(line.availability);
          return (
            <li key={line.schedule.id} className="rooms__item" data-room-type={line.schedule.roomType}>
              <div className="rooms__text">
                <span className="rooms__name">{name}</span>
                <span className="rooms__price">
                  <Price value={line.schedule.price} /> {t('rooms.perPerson')} ·{' '}
                  {t('rooms.holds', { count: line.persons })}
                </span>
                {availability ? (
                  <span className={`rooms__availability rooms__availability--${line.availability?.kind}`}>
                    {availability}
                  </span>
                ) : null}
              </div>
              {/* aria-disabled, not disabled: the button keeps the focus when the party is complete (a disabled one drops it to the page). */}
              <div className="stepper">
                <button
                  type="button"
                  className="stepper__button"
                  aria-disabled={!line.canRemove}
                  onClick={() => {
                    if (line.canRemove) onRemove(line.schedule);
                  }}
                  aria-label={t('rooms.remove', { room: name })}
                >
                  <span aria-hidden="true">−</span>
                </button>
                <output
                  className="stepper__value"
                  aria-live="polite"
                  aria-label={t('rooms.count', { room: name, count: line.count })}
                >
                  {line.count}
                </output>
                <button
                  type="button"
                  className="stepper__button"
                  aria-disabled={!line.canAdd}
                  onClick={() => {
                    if (line.canAdd) onAdd(line.schedule);
                  }}
                  aria-label={t('rooms.add', { room: name })}
                >
                  <span aria-hidden="true">+</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="rooms__remaining" aria-live="polite">
        {remaining === null ? null : t('rooms.remaining', { count: remaining })}
        {remaining === null
          ? null
          : lines.flatMap((line) =>
              line.partlyUsed.map((room, index) => (
                <span key={`${line.schedule.roomType}-${index}`} className="rooms__partly-used">
                  {' '}
                  {t('rooms.partlyUsed', {
                    room: roomName(line.schedule.roomType, line.schedule.roomTypeDescription),
                    persons: room.persons,
                    capacity: room.capacity,
                  })}
                </span>
              )),
            )}
      </p>
    </fieldset>
  );
}
