import { withNights } from '@/domain/extensions';
import { flightUpgradeChosen } from '@/features/arrival/arrival-reducers';
import { extensionChosen, railFlyToggled, serviceToggled } from '@/features/extras/extras-reducers';
import { roomAdded } from '@/features/party/party-reducers';
import { changePax, chooseSchedule } from '@/features/party/party-thunks';
import { storeFor } from './catalogue-store';
import type { createTestStore } from './store';

type Store = ReturnType<typeof createTestStore>;

/** GRP-ALPS for 9 in the most rooms, with every service, extension and rail and fly it offers. */
function fullParty(store: Store) {
  const state = () => store.getState();
  const date = state().schedules.data.find((s) => s.bookable);
  if (!date) throw new Error('no bookable date');
  store.dispatch(chooseSchedule(date));
  store.dispatch(changePax(9));
  const rooms = state().schedules.data.filter((s) => s.start === date.start && s.bookable);
  const single = rooms.find((r) => r.allocation.startsWith('1')) ?? rooms[0];
  for (let i = 0; i < 9 && single; i++) store.dispatch(roomAdded(single));
  for (const entry of state().upgrades.data) store.dispatch(serviceToggled({ list: 'upgrades', entry }));
  for (const entry of state().transfers.data) store.dispatch(serviceToggled({ list: 'transfers', entry }));
  for (const entry of state().equipment.data)
    for (let t = 0; t < 9; t++) store.dispatch(serviceToggled({ list: 'equipments', entry, travellerIndex: t }));
  for (const extension of state().accommodations.data) store.dispatch(extensionChosen(withNights(extension, 7)));
  for (const entry of state().railFly.data) store.dispatch(railFlyToggled({ entry }));
  store.dispatch(flightUpgradeChosen('business'));
}

/** GRP-ALPS's catalogue with the party of 9 and everything it offers chosen (fullParty). */
export async function fullPartyStore(): Promise<Store> {
  const store = await storeFor('GRP-ALPS');
  fullParty(store);
  return store;
}
