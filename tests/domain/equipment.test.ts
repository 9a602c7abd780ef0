import { describe, expect, it } from 'vitest';
import { journeyKindOf } from '@/domain/equipment';

describe('train and bus equipment (spec part 1 §3: TRN and TRS are train, BUS is bus equipment codes)', () => {
  it.each([
    ['TRN', 'train'],
    ['TRS', 'train'],
    ['BUS', 'bus'],
    ['EB', null],
    ['ST', null],
    ['trn', null],
    ['toString', null],
    [null, null],
    [undefined, null],
  ] as const)('%s is %s', (code, kind) => {
    expect(journeyKindOf(code)).toBe(kind);
  });
});
