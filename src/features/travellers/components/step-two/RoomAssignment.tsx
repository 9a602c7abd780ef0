import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { personName } from '@/domain/overview';
import { useStepTwoForm } from './form-context';

export interface RoomAssignmentProps {
  /** The booked rooms by name, in order. */
  rooms: readonly string[];
  /** Per room, per place: the traveller (0 is the customer) or null. */
  places: readonly (readonly (number | null)[])[];
  /** The travellers without a place (0 is the customer). */
  unassigned: readonly number[];
  onPlace: (at: { room: number; place: number }, traveller: number | null) => void;
}

/** The id the page focuses when someone still has no room. */
export const ROOM_ASSIGNMENT_ID = 'room-assignment';

/**
 * Who sleeps where (spec part 1 §8 'unassigned traveller'): with more than one room,
 * each place of each room names its traveller, by the names typed above; picking someone moves
 * them, and whoever had the place takes theirs. A traveller without a place is named in a hint.
 */
export function RoomAssignment({ rooms, places, unassigned, onPlace }: RoomAssignmentProps) {
  const { t } = useTranslation('travellers');
  const id = useId();
  const { control } = useStepTwoForm();
  const customer = useWatch({ control, name: 'customer' });
  const others = useWatch({ control, name: 'travellers' });
  if (rooms.length < 2 && unassigned.length === 0) return null;
  const people = [customer, ...others].map(
    (person, index) => personName(person) || t('traveller.heading', { index: index + 1 }),
  );
  const hint =
    unassigned.length > 0
      ? t('rooms.unassigned', { names: unassigned.map((index) => people[index] ?? '').join(', ') })
      : null;
  return (
    <section
      id={ROOM_ASSIGNMENT_ID}
      className="traveller panel room-assignment"
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
    >
      <h3 id={`${id}-heading`} className="panel__subtitle">
        {t('rooms.heading')}
      </h3>
      <p>{t('rooms.intro')}</p>
      {hint ? (
        <p id={`${id}-hint`} className="form-row__error" role="alert">
          {hint}
        </p>
      ) : null}
      <div className="form-grid">
        {rooms.map((name, r) => (
          <fieldset key={r} className="form-row form-row--choice">
            <legend className="form-row__label">{t('rooms.room', { number: r + 1, name })}</legend>
            {(places[r] ?? []).map((traveller, p) => (
              <div key={p} className="form-row">
                <label className="form-row__label" htmlFor={`${id}-${r}-${p}`}>
                  {t('rooms.place', { number: p + 1 })}
                </label>
                <select
                  id={`${id}-${r}-${p}`}
                  className="form-row__control"
                  value={traveller ?? ''}
                  aria-invalid={traveller === null ? true : undefined}
                  aria-describedby={traveller === null && hint ? `${id}-hint` : undefined}
                  onChange={(event) =>
                    onPlace({ room: r, place: p }, event.target.value === '' ? null : Number(event.target.value))
                  }
                >
                  {traveller === null ? <option value="">{t('rooms.nobody')}</option> : null}
                  {people.map((person, index) => (
                    <option key={index} value={index}>
                      {person}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
        ))}
      </div>
    </section>
  );
}
