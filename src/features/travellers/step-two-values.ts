import type { RootState } from '@/app/store';
import type { StepTwoFormValues } from './step-two-form-schema';

/** The form's starting values: what the booking holds (restored, prefilled from the login, or typed before). */
export function stepTwoValuesOf(state: RootState): StepTwoFormValues {
  const { user, additionalUsers, travelAgent } = state.booking.travellers;
  return {
    customer: { ...user, specialNeeds: { ...user.specialNeeds } },
    travellers: additionalUsers.map((t) => ({
      gender: t.gender,
      title: t.title,
      firstname: t.firstname,
      lastname: t.lastname,
      birthday: t.birthday,
      passportNumber: t.passportNumber,
      passportCountry: t.passportCountry,
      passportIssueDate: t.passportIssueDate,
      passportDate: t.passportDate,
      passportIssuer: t.passportIssuer,
      specialNeeds: { ...t.specialNeeds },
    })),
    agent: { ...travelAgent },
  };
}
