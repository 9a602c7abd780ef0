import { flag, int, nonEmpty, objectOrEmpty, optionalText, orElse, withDefault, z } from '../../config/z';

export const GENDERS = ['male', 'female', 'divers'] as const;
export const TITLES = ['Dr.', 'Prof.', 'Mag.', 'DI'] as const;
export const SPECIAL_NEEDS = [
  'vegetarian',
  'vegan',
  'glutenFree',
  'lactoseFree',
  'pescetarian',
  'fishFree',
  'nutFree',
] as const;

export const specialNeedsSchema = z.object({
  vegetarian: flag,
  vegan: flag,
  glutenFree: flag,
  lactoseFree: flag,
  pescetarian: flag,
  fishFree: flag,
  nutFree: flag,
});

const text = orElse(z.string(), '');

/** The user profile (spec part 2 §3 'User'); every field has the empty template's default. */
export const userSchema = z.object({
  id: orElse(z.number(), null),
  gender: orElse(z.enum(GENDERS), null),
  title: text,
  firstname: text,
  lastname: text,
  email: text,
  street: text,
  zip: text,
  city: text,
  /**
   * The spec's template says DE; a profile without a country leaves the booking's own (the page
   * language's, config/language) rather than moving an Italian page's address to Germany.
   */
  country: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v || ''),
  ),
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
  insurance: orElse(z.unknown(), null),
  equipments: withDefault(z.array(z.unknown()), []),
  roles: withDefault(z.array(z.string()), []),
  isTravelAgency: flag,
  isPimcoreUser: flag,
  canGenerateVVI: flag,
  paymentDirect: flag,
  companyName: text,
  /** The agency number (erpId) of a logged-in agency. */
  erpId: optionalText,
  asiPremium: flag,
  specialNeeds: objectOrEmpty(specialNeedsSchema),
});

export type User = z.infer<typeof userSchema>;

/** The empty default a user error resets to (spec part 1 §4). */
export const EMPTY_USER: User = Object.freeze(userSchema.parse({})) as User;

/** POST /fapi/login_check (decision: the spec leaves the field names open). */
export const loginRequestSchema = z.object({ username: nonEmpty(), password: nonEmpty() });

export const guideListSchema = z.array(z.object({ id: int(), firstname: z.string(), lastname: z.string() }));
export const supplierListSchema = z.array(z.object({ id: int(), name: z.string() }));

export type SpecialNeeds = z.infer<typeof specialNeedsSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
