import type { Customer, Traveller } from '@/api/schemas';

/** A customer whose step 2 data passes every rule (a guest: the e-mail repeated). */
export const COMPLETE_CUSTOMER: Partial<Customer> = {
  gender: 'female',
  firstname: 'Erika',
  lastname: 'Muster',
  birthday: '1980-05-17',
  street: 'Hauptstraße',
  number: '12',
  zip: '80331',
  city: 'München',
  country: 'DE',
  email: 'erika@example.com',
  emailRepeat: 'erika@example.com',
  telephone: '+491701234567',
};

/** The n-th additional traveller, complete (no papers). */
export const completeTraveller = (n: number): Partial<Traveller> => ({
  gender: 'male',
  firstname: `Max${n}`,
  lastname: 'Muster',
  birthday: '1979-02-03',
});

/**
 * A trip's store as step 3 finds it: a date, the party in its rooms, the booker chosen (a guest,
 * or the logged-in account `login`), step 2's data complete and left.
 */
export async function overviewStore(
  code: string,
  {
    pax = 2,
    rooms = ['twin'],
    date = 3,
    pick = 'twin',
    login,
    canPayByCard = true,
  }: { pax?: number; rooms?: string[]; date?: number; pick?: string; login?: string; canPayByCard?: boolean } = {},
) {
  const { bookedStore } = await import('./catalogue-store');
  const { customerChanged, travellerChanged, stepTwoCompleted, userSelected } =
    await import('@/features/travellers/travellers-reducers');
  const { userLogin } = await import('@/features/travellers/user-slice');
  const { store } = await bookedStore(code, { pax, rooms, date, pick, canPayByCard });
  if (login) await store.dispatch(userLogin({ username: login, password: 'reisen123' }));
  else store.dispatch(userSelected({ email: 'erika@example.com' }));
  store.dispatch(customerChanged(COMPLETE_CUSTOMER));
  for (let index = 0; index < pax - 1; index += 1)
    store.dispatch(travellerChanged({ index, values: completeTraveller(index + 2) }));
  if (login === 'agentur@example.com' || login === 'direkt@example.com') {
    const { travelAgentChanged } = await import('@/features/travellers/travellers-reducers');
    store.dispatch(
      travelAgentChanged({ gender: 'male', firstname: 'Anton', lastname: 'Agent', email: 'anton@reisebuero.example' }),
    );
  }
  store.dispatch(stepTwoCompleted(true));
  return store;
}
