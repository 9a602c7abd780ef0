import type { ReactNode } from 'react';
import { mobileTotalPart } from '../parts';

/** The way-on bar's id: a bypass of a long block leads to its button. */
export const WAY_ON_ID = 'way-on';

/**
 * A step's way on ('Weiter', 'Daten prüfen'). On a phone it is a bar fixed to the bottom of the
 * screen with the price (or what is still to choose) beside it, so the way on is always in reach;
 * on a wide screen, where the price box stands beside the step, a row at the step's end.
 */
export function WayOnBar({ children }: { children?: ReactNode }) {
  return (
    <div className="way-on" id={WAY_ON_ID}>
      <div className="way-on__price">
        <mobileTotalPart.Part />
      </div>
      {children}
    </div>
  );
}
