import { flag, optionalText, orElse, z } from '../../config/z';

export const voucherSchema = z.object({
  code: z.string(),
  reduction: orElse(z.number(), null),
  percentage: orElse(z.number(), null),
  redeemed: flag,
  /** The voucher service's own refusal (spec part 2 §3 'error flag and message'). */
  error: flag,
  message: optionalText,
});

export const voucherRequestSchema = z.object({
  organizerId: z.string(),
  travelCode: z.string(),
  /** 'start|end' in yyyy-mm-dd */
  dateSpan: z.string(),
  user: z.object({
    email: z.string(),
    female: z.boolean(),
    lastname: z.string(),
    firstname: z.string(),
    title: z.string(),
    street: z.string(),
    country: z.string(),
    postcode: z.string(),
    city: z.string(),
    birthday: z.string(),
    mobile: z.string(),
  }),
});

export type Voucher = z.infer<typeof voucherSchema>;
export type VoucherRequest = z.infer<typeof voucherRequestSchema>;
