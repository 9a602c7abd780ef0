import { describe, expect, it } from 'vitest';
import { compulsoryChange, isNoCompulsoryChange, takenBack, type ChoiceFacts } from '@/domain/taken-back';

const traveller = (equipments: unknown[] = []) => ({ equipments });
/** The choices compared, with the extras' lists and the party's rooms given beside the arrival. */
const facts = ({
  rooms = [],
  arrival = { flightData: { fare: null, upgrade: null }, noFlight: false },
  ...extras
}: Partial<ChoiceFacts['extras'] & ChoiceFacts['party'] & Pick<ChoiceFacts, 'arrival'>> = {}): ChoiceFacts => ({
  extras: { accommodations: [], equipments: [], transfers: [], railFly: [], ...extras },
  party: { rooms },
  arrival,
});

describe('what the rules take back is named (spec part 1 §4 rules; issue 39 §6 "no surprises")', () => {
  it('mixed room types clear the extensions: both are named, with how many', () => {
    const before = facts({ accommodations: [{ id: 1 }, { id: 2 }] });
    expect(takenBack(before, facts(), 'rooms')).toEqual([{ kind: 'extensions', count: 2 }]);
  });

  it('a new date clears the fare and the transfers that no longer fit', () => {
    const before = facts({
      transfers: [{ id: 7 }],
      arrival: { flightData: { fare: { id: 'F' }, upgrade: null }, noFlight: false },
    });
    expect(takenBack(before, facts(), 'date')).toEqual([
      { kind: 'transfers', count: 1 },
      { kind: 'fare', count: 1 },
    ]);
  });

  it('a new date clears the rooms (spec part 1 §4): they are named first, with how many; a room the person removed is not', () => {
    const room = { scheduleId: 11, travellers: [traveller(), traveller()] };
    const before = facts({ rooms: [room, room], transfers: [{ id: 7 }] });
    expect(takenBack(before, facts(), 'date')).toEqual([
      { kind: 'rooms', count: 2 },
      { kind: 'transfers', count: 1 },
    ]);
    expect(takenBack(facts({ rooms: [room] }), facts(), 'rooms')).toEqual([]);
    // The new date's single room option filled again by itself: the person's room still went.
    const filledAgain = facts({ rooms: [{ scheduleId: 21, travellers: [traveller(), traveller()] }] });
    expect(takenBack(facts({ rooms: [room] }), filledAgain, 'date')).toEqual([{ kind: 'rooms', count: 1 }]);
  });

  it("a smaller party takes the equipment of the travellers who left, in the room's travellers", () => {
    const before = facts({ rooms: [{ scheduleId: 11, travellers: [traveller([{ id: 1 }]), traveller([{ id: 1 }])] }] });
    const after = facts({ rooms: [{ scheduleId: 11, travellers: [traveller([{ id: 1 }])] }] });
    expect(takenBack(before, after, 'party')).toEqual([{ kind: 'equipment', count: 1 }]);
    // A party smaller than its rooms loses a room: named too.
    expect(
      takenBack(
        facts({
          rooms: [
            { scheduleId: 12, travellers: [traveller()] },
            { scheduleId: 12, travellers: [traveller()] },
          ],
        }),
        facts({ rooms: [{ scheduleId: 12, travellers: [traveller()] }] }),
        'party',
      ),
    ).toEqual([{ kind: 'rooms', count: 1 }]);
  });

  it('an arrival without a flight takes rail and fly and the flight upgrade; the fare goes by the own choice, unnamed', () => {
    const before = facts({
      railFly: [{ id: 3 }],
      arrival: { flightData: { fare: { id: 'F' }, upgrade: 'business' }, noFlight: false },
    });
    expect(
      takenBack(before, facts({ arrival: { flightData: { fare: null, upgrade: null }, noFlight: true } }), 'arrival'),
    ).toEqual([
      { kind: 'railFly', count: 1 },
      { kind: 'flightUpgrade', count: 1 },
    ]);
  });

  it("the person's own change is not called taken back; nothing lost, nothing named", () => {
    expect(takenBack(facts({ accommodations: [{ id: 1 }] }), facts(), 'extensions')).toEqual([]);
    const same = facts({ transfers: [{ id: 7 }] });
    expect(takenBack(same, same, 'date')).toEqual([]);
    expect(takenBack(facts(), facts({ transfers: [{ id: 7 }] }), 'rooms')).toEqual([]);
  });
});

describe('what a change made compulsory or no longer compulsory is named (spec part 1 §4; issue 39 §6)', () => {
  it.each([
    ['one now due', ['Kurtaxe'], ['Kurtaxe', 'Kleingruppenzuschlag'], { added: ['Kleingruppenzuschlag'], gone: [] }],
    [
      'one no longer due',
      ['Kurtaxe', 'Kleingruppenzuschlag'],
      ['Kurtaxe'],
      { added: [], gone: ['Kleingruppenzuschlag'] },
    ],
    ['one for another', ['A'], ['B'], { added: ['B'], gone: ['A'] }],
    ['a name twice is named once', [], ['A', 'A'], { added: ['A'], gone: [] }],
    ['the same', ['A'], ['A'], { added: [], gone: [] }],
  ])('%s', (_case, before, after, change) => {
    expect(compulsoryChange(before, after)).toEqual(change);
    expect(isNoCompulsoryChange(compulsoryChange(before, after))).toBe(change.added.length + change.gone.length === 0);
  });
});
