import { describe, expect, it } from 'vitest';
import {
  extensionTitle,
  chooseExtension,
  clampNights,
  extensionKind,
  extensionNights,
  isExtensionAllowed,
  isExtensionCandidate,
  isPreExtensionAllowed,
  maxPreExtensionNights,
  withNights,
  fittingTransfers,
  keepFittingTransfers,
  toggleService,
  transferSteps,
} from '@/domain/extensions';
import { createExtension, createService } from '../support/domain';

const pre = createExtension(80, { vv: 2 }, { id: 61 });
const post = createExtension(80, { nv: 3 }, { id: 62 });
const otherPost = createExtension(-1, { nv: 2 }, { id: 63 });

describe('extensions (spec part 1 §4, §5, §9)', () => {
  it('nights before make a pre-extension, after a post-extension', () => {
    expect([extensionKind(pre), extensionKind(post)]).toEqual(['pre', 'post']);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [7, 7],
    [14, 14],
    [15, 14],
    [2.7, 2],
    [Number.NaN, 0],
  ])('nights %s are kept at %s (0 to 14)', (n, expected) => {
    expect(clampNights(n)).toBe(expected);
  });

  it('a new post-extension replaces the other post-extension, not the pre-extension', () => {
    expect(chooseExtension([pre, post], otherPost).map((e) => e.service.id)).toEqual([61, 63]);
  });

  it('choosing the same extension again with other nights updates it', () => {
    const changed = chooseExtension([pre, post], { ...post, additionalData: { vv: 0, nv: 5 } });
    expect(changed.map((e) => [e.service.id, e.additionalData.nv])).toEqual([
      [61, 0],
      [62, 5],
    ]);
  });

  it.each([
    ['the post-extension', () => post, [61]],
    ['the pre-extension (set to 0 through its own side)', () => withNights(pre, 0), [62]],
  ])('both nights at 0 remove %s and keep the other side (spec part 1 §4)', (_name, zeroed, kept) => {
    expect(
      chooseExtension([pre, post], { ...zeroed(), additionalData: { vv: 0, nv: 0 } }).map((e) => e.service.id),
    ).toEqual(kept);
  });

  it('nights beyond 14 are cut to 14', () => {
    expect(chooseExtension([], { ...post, additionalData: { vv: 0, nv: 20 } })[0]?.additionalData.nv).toBe(14);
  });

  it("sets the nights on the extension's own side, the other side to 0", () => {
    expect(withNights(pre, 5).additionalData).toEqual({ vv: 5, nv: 0 });
    expect(withNights(post, 1).additionalData).toEqual({ vv: 0, nv: 1 });
    expect(withNights({ ...pre, additionalData: { vv: 2, nv: 4 } }, 3).additionalData).toEqual({ vv: 3, nv: 0 });
  });

  it('sums the nights before and after', () => {
    expect(extensionNights([pre, post])).toEqual({ before: 2, after: 3 });
  });

  it.each([
    ['2026-11-30', 2, true],
    ['2026-11-29', 5, true],
    ['2026-11-29', 6, false],
    ['2026-11-26', 2, true],
    ['2026-11-26', 3, false],
  ])(
    'a trip from %s with a pre-extension of %i nights: allowed %s (starts at least 3 days from today)',
    (tripStart, nights, expected) => {
      expect(isPreExtensionAllowed({ tripStart, nights, today: '2026-11-21' })).toBe(expected);
    },
  );

  it.each([
    ['2026-11-30', 6],
    ['2026-11-24', 0],
    ['2026-11-25', 1],
    ['2027-05-10', 14],
    ['bad', 0],
  ])('a trip from %s allows a pre-extension of at most %i nights (today 2026-11-21)', (tripStart, nights) => {
    expect(maxPreExtensionNights({ tripStart, today: '2026-11-21' })).toBe(nights);
  });

  const trip = { start: '2027-05-10', end: '2027-05-17' };
  it.each([
    ['no validity dates', createExtension(80, { vv: 2 }), true],
    [
      'pre valid until 3 days before',
      createExtension(80, { vv: 2 }, { validFrom: '2027-01-01', validUntil: '2027-05-07' }),
      true,
    ],
    [
      'pre valid only until 8 days before',
      createExtension(80, { vv: 2 }, { validFrom: '2027-01-01', validUntil: '2027-05-02' }),
      false,
    ],
    [
      'post valid from 7 days after',
      createExtension(80, { nv: 2 }, { validFrom: '2027-05-24', validUntil: null }),
      true,
    ],
    ['post valid only from 8 days after', createExtension(80, { nv: 2 }, { validFrom: '2027-05-25' }), false],
    ['post valid in the past only', createExtension(80, { nv: 2 }, { validUntil: '2027-05-16' }), false],
  ])('candidate: %s -> %s (within 7 days of the trip)', (_name, extension, expected) => {
    expect(isExtensionCandidate(extension, trip)).toBe(expected);
  });
});

describe('transfers (spec part 1 §4 transfer steps; decision on the codes)', () => {
  it.each([
    [0, false, false, false, ['FH', 'HF']],
    [0, false, true, false, ['FV', 'VH', 'HF']],
    [0, false, false, true, ['FH', 'HN', 'NF']],
    [0, false, true, true, ['FV', 'VH', 'HN', 'NF']],
    [6, true, false, false, ['RT']],
    [6, false, false, false, ['FH', 'HF']],
    [5, false, true, true, ['RV', 'VV', 'VT', 'HN']],
    [4, true, false, true, ['RT', 'HN']],
  ] as const)('mode %s, no flight %s, pre %s, post %s -> %j', (flightControl, noFlight, hasPre, hasPost, steps) => {
    expect(transferSteps({ flightControl, noFlight, hasPre, hasPost })).toEqual(steps);
  });

  const chosen = [
    createService(45, { id: 51, subCategory: 'FH' }),
    createService(30, { id: 53, subCategory: 'VH' }),
    createService(45, { id: 52, subCategory: 'HF' }),
    createService(10, { id: 59, subCategory: null }),
  ];
  it('a new pre-extension removes the direct flight-hotel transfer', () => {
    const kept = keepFittingTransfers(
      chosen,
      transferSteps({ flightControl: 0, noFlight: false, hasPre: true, hasPost: false }),
    );
    expect(kept.map((t) => t.service.subCategory)).toEqual(['VH', 'HF', null]);
  });

  const all = ['FH', 'HF', 'FV', 'VH', 'HN', 'NF', 'RT', 'RV', 'VV', 'VT'].map((code, i) =>
    createService(20, { id: 70 + i, subCategory: code }),
  );
  it.each([
    ['by flight, no extension', 0, false, [], ['FH', 'HF']],
    ['by flight with a pre-extension', 1, false, [pre], ['HF', 'FV', 'VH']],
    ['by flight with a post-extension', 2, false, [post], ['FH', 'HN', 'NF']],
    ['opted out of the flight, no extension', 0, true, [], ['RT']],
    ['opted out with both extensions', 4, true, [pre, post], ['HN', 'RV', 'VV', 'VT']],
    ['no-flight mode with a post-extension', 5, false, [post], ['HN', 'RT']],
    ['opt-in, flight added', 6, false, [], ['FH', 'HF']],
  ] as const)('the transfers that fit: %s', (_name, flightControl, noFlight, accommodations, codes) => {
    expect(
      fittingTransfers(all, { flightControl, noFlight, accommodations }).map((t) => t.service.subCategory),
    ).toEqual(codes);
  });

  it('transfers enabled by an extension go when it goes', () => {
    const kept = keepFittingTransfers(
      chosen,
      transferSteps({ flightControl: 0, noFlight: false, hasPre: false, hasPost: false }),
    );
    expect(kept.map((t) => t.service.subCategory)).toEqual(['FH', 'HF', null]);
  });
});

describe('service buttons (spec part 1 §4 "toggles an entry; in single mode it replaces")', () => {
  const a = { id: 1, travellerIndex: null };
  const b = { id: 2, travellerIndex: null };
  it.each([
    [[], a, false, [1]],
    [[a], a, false, []],
    [[a], b, false, [1, 2]],
    [[a], b, true, [2]],
    [[a, b], b, true, [1]],
  ] as const)('%j + %j (single %s) -> %j', (list, choice, single, ids) => {
    expect(toggleService(list, choice, { single }).map((e) => e.id)).toEqual(ids);
  });

  it('the same equipment for two travellers is two choices', () => {
    const forFirst = { ...a, travellerIndex: 0 };
    const forSecond = { ...a, travellerIndex: 1 };
    expect(toggleService([forFirst], forSecond)).toHaveLength(2);
    expect(toggleService([forFirst, forSecond], forFirst)).toEqual([forSecond]);
  });
});

describe("an extension's title says its kind once (issue 39 §6)", () => {
  it.each([
    ['Vorprogramm', 'Oberstdorf', 'Vorprogramm: Oberstdorf'],
    ['Vorprogramm', 'Vorprogramm Oberstdorf', 'Vorprogramm Oberstdorf'],
    ['Nachprogramm', 'nachprogramm in Meran', 'nachprogramm in Meran'],
    ['Nachprogramm', 'Verlängerung Meran', 'Nachprogramm: Verlängerung Meran'],
    ['Post-tour', '  Post-tour Merano ', 'Post-tour Merano'],
  ])('%s + %j: %j', (kind, name, expected) => {
    expect(extensionTitle(kind, name)).toBe(expected);
  });
});

describe('a chosen extension on every path (spec part 1 §5 "Extension nights 0 to 14. Pre-extension must start at least 3 days from today", §9 candidates)', () => {
  const trip = { start: '2026-12-01', end: '2026-12-08' };
  const today = '2026-11-21';
  it.each([
    ['a post-extension of 14 nights', createExtension(80, { nv: 14 }), true],
    ['a post-extension of 15 nights (a shared offer says so)', createExtension(80, { nv: 15 }), false],
    ['a pre-extension starting 3 days from today', createExtension(80, { vv: 7 }), true],
    ['a pre-extension starting 2 days from today', createExtension(80, { vv: 8 }), false],
    [
      'an extension not offered for this date',
      createExtension(80, { nv: 2 }, { validFrom: '2027-06-01', validUntil: '2027-06-30' }),
      false,
    ],
  ])('%s: %s', (_case, extension, allowed) => {
    expect(isExtensionAllowed(extension, trip, today)).toBe(allowed);
  });
});
