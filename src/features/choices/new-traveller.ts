import { SPECIAL_NEEDS, type SpecialNeeds, type Traveller } from '@/api/schemas';

// A traveller's defaults (spec part 1 §3), as the traveller schema reads an empty object: the first
// page adds rooms' places without building that schema (it loads with the code that reads a stored
// or sent booking). tests/features/booking/empty-state.test.ts holds them equal to it.

export const noSpecialNeeds = () => Object.fromEntries(SPECIAL_NEEDS.map((need) => [need, false])) as SpecialNeeds;

/** An additional traveller with nothing filled in. */
export const newTraveller = (): Traveller => ({
  gender: null,
  title: '',
  salutation: '',
  firstname: '',
  lastname: '',
  birthday: '',
  email: '',
  phonePrefix: '',
  mobile: '',
  passportNumber: '',
  passportCountry: '',
  passportIssueDate: '',
  passportDate: '',
  passportIssuer: '',
  insurance: false,
  equipments: [],
  dogs: [],
  specialNeeds: noSpecialNeeds(),
});
