import type { Customer, Traveller } from '../../src/api/schemas';

/** A customer whose step 2 data passes every rule (a guest: the e-mail repeated). */
export const COMPLETE_CUSTOMER: Partial<Customer> = {
  gender: 'female', firstname: 'Erika', lastname: 'Muster', birthday: '1980-05-17', street: 'Hauptstraße', number: '12', zip: '80331',
  city: 'München', country: 'DE', email: 'erika@example.com', emailRepeat: 'erika@example.com', telephone: '+491701234567',
};

/** The n-th additional traveller, complete (no papers). */
export const completeTraveller = (n: number): Partial<Traveller> => ({ gender: 'male', firstname: `Max${n}`, lastname: 'Muster', birthday: '1979-02-03' });
