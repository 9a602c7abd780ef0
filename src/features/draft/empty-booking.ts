import { SPECIAL_NEEDS, type SpecialNeeds, type Traveller } from '@/api/schemas';
import type { CoreChoices } from './booking-state';

// The Booking entity's defaults (spec part 1 §3, §4), as the booking schema reads an empty object:
// the first page starts a booking without building that schema (it loads with the code that reads a
// stored or sent booking). tests/features/draft/empty-state.test.ts holds them equal to it.

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

/** A new booking's core choices and data for a travel code (each concern with a part of its own starts it in its feature). */
export const emptyBooking = (travelCode: string): CoreChoices => ({
  travelCode,
  schedule: null,
  selectedDate: null,
  rooms: [],
  pax: null,
  osc: null,
  token: null,
  stepOneComplete: true,
  stepThreeComplete: false,
});
