import { describe, expect, it } from 'vitest';
import { roomAdded } from '@/features/party/party-reducers';
import { changePax, chooseSchedule } from '@/features/party/party-thunks';
import { selectVvi } from '@/features/booking/vvi-selectors';
import { selectIsMarkedOnRequest } from '@/features/pricing/price-selectors';
import { userLogin } from '@/features/travellers/user-slice';
import { bookableDate, ofType, storeFor } from '../../support/catalogue-store';

describe('the VVI (spec part 1 §2, §6)', () => {
  it('is for agencies that may generate it, needs a room, and is hidden for partner trips', async () => {
    const alps = await storeFor('GRP-ALPS');
    expect(selectVvi(alps.getState()).shown).toBe(false);
    await alps.dispatch(userLogin({ username: 'agentur@example.com', password: 'reisen123' }));
    expect(selectVvi(alps.getState())).toEqual({
      shown: true,
      needsRoom: true,
      action: '/web2print/vvi?pdf=true&vviOnly=true&addAgb=true&supplier=ASI',
    });
    alps.dispatch(chooseSchedule(ofType(bookableDate(alps), 'twin')));
    alps.dispatch(changePax(2));
    alps.dispatch(roomAdded(ofType(bookableDate(alps), 'twin')));
    expect(selectVvi(alps.getState()).needsRoom).toBe(false);
    expect(selectIsMarkedOnRequest(alps.getState())).toBe(false);

    const morocco = await storeFor('PRT-MOROCCO');
    await morocco.dispatch(userLogin({ username: 'agentur@example.com', password: 'reisen123' }));
    expect(selectVvi(morocco.getState()).shown).toBe(false);

    const direct = await storeFor('GRP-ALPS');
    await direct.dispatch(userLogin({ username: 'direkt@example.com', password: 'reisen123' }));
    expect(selectVvi(direct.getState()).shown).toBe(false);
  });
});
