import { describe, expect, it } from 'vitest';
import { decodeOffer, encodeOffer, type Offer } from '@/domain/offer-link';

// Issue 25 'Angebot teilen': a shared offer carries step 1's choices only (spec part 1 §3 'Booking':
// schedule, pax, rooms, services, extensions, rail and fly, the way to travel), read back strictly.

const KEYS = ['u', 'e', 't'];
const base: Offer = {
  schedule: 4711,
  pax: 2,
  rooms: [4711],
  services: {},
  extensions: [],
  railFly: [],
  noFlight: false,
  flightPosition: null,
  upgrade: null,
};

describe('encodeOffer / decodeOffer', () => {
  it.each<[string, Offer]>([
    ['date and party only', { ...base, rooms: [] }],
    ['rooms, one per room', { ...base, pax: 5, rooms: [4711, 4711, 4712] }],
    [
      'services by kind, per traveller where chosen so',
      {
        ...base,
        services: {
          u: [{ id: 31, traveller: null }],
          e: [
            { id: 501, traveller: 0 },
            { id: 501, traveller: 1 },
            { id: 502, traveller: 1 },
          ],
          t: [{ id: 77, traveller: null }],
        },
      },
    ],
    [
      'extensions with their nights',
      {
        ...base,
        extensions: [
          { id: 900, nights: 3 },
          { id: 901, nights: 1 },
        ],
      },
    ],
    [
      'rail and fly, own arrival, flight position and upgrade',
      { ...base, railFly: [12], noFlight: true, flightPosition: 2, upgrade: 1 },
    ],
  ])('round-trips %s', (_name, offer) => {
    const text = encodeOffer(offer);
    expect(text).toMatch(/^[0-9a-z._-]+$/);
    const back = decodeOffer(text, KEYS);
    expect(back).toEqual({
      ...offer,
      services: Object.fromEntries(Object.entries(offer.services).filter(([, v]) => v.length)),
    });
  });

  it('writes numbers in base 36, parts in a fixed order', () => {
    expect(encodeOffer({ ...base, rooms: [4711, 4712], upgrade: 2 })).toBe('1.s3mv.p2.r3mv-3mw.g2');
  });

  it.each([
    ['empty', ''],
    ['another version', '2.s38v.p2'],
    ['no date', '1.p2'],
    ['no party', '1.s38v'],
    ['a party of 0', '1.s38v.p0'],
    ['a party over 99', '1.s38v.p2s'],
    ['a part twice', '1.s38v.p2.p3'],
    ['an unknown part', '1.s38v.p2.z1'],
    ['an unknown service kind', '1.s38v.p2.cx1'],
    ['capital letters', '1.S38V.p2'],
    ['a broken room list', '1.s38v.p2.r38v--38w'],
    ['a traveller that is no digit', '1.s38v.p2.ce1_!'],
    ['an empty traveller list', '1.s38v.p2.ce1_'],
    ['extension without nights', '1.s38v.p2.x1'],
    ['an upgrade beyond the list', '1.s38v.p2.ga'],
    ['own arrival spelled otherwise', '1.s38v.p2.ay'],
    ['a text too long', `1.s38v.p2.r${'1-'.repeat(400)}1`],
    ['a list over 99 entries', `1.s38v.p2.r${Array.from({ length: 100 }, () => '1').join('-')}`],
    ['HTML', '1.s38v.p2.r<script>'],
  ])('reads %s as no offer', (_name, text) => {
    expect(decodeOffer(text, KEYS)).toBeNull();
  });
});
