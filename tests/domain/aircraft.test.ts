import { describe, expect, it } from 'vitest';
import { aircraftName } from '@/domain/aircraft';
import { fareAirlines } from '@/domain/fares';

describe('what a fare card names (issue 23)', () => {
  it.each([
    ['32N', 'Airbus A320neo'],
    ['789', 'Boeing 787-9'],
    ['7m8', 'Boeing 737 MAX 8'],
    ['XYZ', 'XYZ'],
  ])('aircraft %s reads %s', (code, name) => {
    expect(aircraftName(code)).toBe(name);
  });

  it('the airlines of a fare, every connection offered, each once, by name where sent', () => {
    const segment = (code: string, hint: string | null) => ({ carrier: { code, hint } });
    expect(
      fareAirlines({
        legs: [
          {
            connections: [
              { segments: [segment('LH', 'Lufthansa'), segment('LX', null)] },
              { segments: [segment('OS', 'Austrian')] },
            ],
          },
          { connections: [{ segments: [segment('LH', 'Lufthansa')] }] },
        ],
      }),
    ).toEqual(['Lufthansa', 'LX', 'Austrian']);
  });
});
