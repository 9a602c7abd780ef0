import type { ReactNode } from 'react';
import { mobileTotalPart } from '../parts';

/**
 * A step's way on ('Weiter', 'Daten prüfen'). On a phone it is a bar fixed to the bottom of the
 * screen with the price (or what is still to choose) beside it, so the way on is always in reach;
 * on a wide screen, where the price box stands beside the step, a row at the step's end.
 */
export function WayOnBar({ children }: { children?: ReactNode }) {
  return (
    <div className="way-on">
      <div className="way-on__price">
        <mobileTotalPart.Part />
      </div>
      {children}
    </div>
  );
}
