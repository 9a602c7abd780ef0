import { describe, expect, it } from 'vitest';
import { insuranceOfferListSchema, preContractSchema } from '@/api/schemas/insurance';
import { z } from '@/config/z';

describe('insurance replies the spec allows (spec part 2 §3 "Insurance")', () => {
  it('an offer with numeric ids, one tariff, no services, an unknown service code', () => {
    const parsed = z.parse(insuranceOfferListSchema, [
      { id: 17, name: 'Basis', tariffs: { O: { offerId: 4711, price: 59 } } },
      {
        id: 'ERV-X',
        offerId: 'X-1',
        name: 'Plus',
        year: true,
        services: ['rrv', 'pet'],
        tariffs: { D: { offerId: 'X-D', price: 80, agb: '/agb.pdf', benefits: '/l' } },
      },
    ]);
    expect(parsed[0]).toMatchObject({
      id: '17',
      offerId: null,
      year: false,
      services: [],
      tariffs: { O: { offerId: '4711', price: 59, agb: '', benefits: '' } },
    });
    expect(parsed[1]).toMatchObject({ id: 'ERV-X', year: true, services: ['rrv'] });
  });

  it('a pre-contract with a numeric id and its urls', () => {
    expect(z.parse(preContractSchema, { preContractId: 991, urls: [{ type: 'TAC', url: '/tac.pdf' }] })).toEqual({
      preContractId: '991',
      urls: [{ type: 'TAC', url: '/tac.pdf' }],
    });
  });

  it.each([
    ['an offer without a name', [{ id: 'A', tariffs: {} }]],
    ['a tariff without a price', [{ id: 'A', name: 'A', tariffs: { D: { offerId: 'A-D' } } }]],
    ['an empty id', [{ id: '', name: 'A', tariffs: {} }]],
  ])('refuses %s', (_case, reply) => {
    expect(z.safeParse(insuranceOfferListSchema, reply).success).toBe(false);
  });
});
