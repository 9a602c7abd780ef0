import { flag, optionalText, z } from './z';

export const GENDERS = ['male', 'female', 'divers'] as const;
export const TITLES = ['Dr.', 'Prof.', 'Mag.', 'DI'] as const;
export const SPECIAL_NEEDS = ['vegetarian', 'vegan', 'glutenFree', 'lactoseFree', 'pescetarian', 'fishFree', 'nutFree'] as const;

export const specialNeedsSchema = z.object({
  vegetarian: flag,
  vegan: flag,
  glutenFree: flag,
  lactoseFree: flag,
  pescetarian: flag,
  fishFree: flag,
  nutFree: flag,
});

const text = z.string().nullish().transform((v) => v ?? '');

/** The user profile (spec part 2 §3 'User'); every field has the empty template's default. */
export const userSchema = z.object({
  id: z.number().nullish().transform((v) => v ?? null),
  gender: z.enum(GENDERS).nullish().transform((v) => v ?? null),
  title: text,
  firstname: text,
  lastname: text,
  email: text,
  street: text,
  zip: text,
  city: text,
  country: z.string().nullish().transform((v) => v || 'DE'),
  birthday: text,
  telephone: text,
  consent: flag,
  newsletterActive: flag,
  emergencyFirstname: text,
  emergencyLastname: text,
  emergencyTelephone: text,
  passportNumber: text,
  passportCountry: text,
  passportDate: text,
  passportIssueDate: text,
  insurance: z.unknown().nullish().transform((v) => v ?? null),
  equipments: z.array(z.unknown()).default([]),
  roles: z.array(z.string()).default([]),
  isTravelAgency: flag,
  isPimcoreUser: flag,
  canGenerateVVI: flag,
  paymentDirect: flag,
  companyName: text,
  /** The agency number (erpId) of a logged-in agency. */
  erpId: optionalText,
  asiPremium: flag,
  specialNeeds: specialNeedsSchema.prefault({}),
});

/** The empty default a user error resets to (spec part 1 §4). */
export const EMPTY_USER: User = Object.freeze(userSchema.parse({})) as User;

export const loginRequestSchema = z.object({ username: z.string().min(1), password: z.string().min(1) });

export const guideListSchema = z.array(z.object({ id: z.number(), firstname: z.string(), lastname: z.string() }));
export const supplierListSchema = z.array(z.object({ id: z.number(), name: z.string() }));

export type User = z.infer<typeof userSchema>;
export type SpecialNeeds = z.infer<typeof specialNeedsSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
