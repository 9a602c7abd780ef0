import { LANGUAGE_CODES } from '../../config/language';
import { GIFT_VOUCHER_PAYMENTS } from '../../domain/gift-voucher';
import { tripImageSchema } from './trip-image';
import { decoration, flag, nonEmpty, optionalText, orElse, skippable, withDefault, z } from '../../config/z';

/**
 * A voucher template of the page configuration (spec part 1 §3 'voucher templates'; its fields are
 * ours, docs/api/gift-voucher.md): an id, a title, words and a picture, and the amounts it suggests
 * (whole euros). A template without an id or title is left out; a broken picture or amount is none.
 */
const giftVoucherTemplateSchema = z.object({
  id: z.pipe(
    z.union([nonEmpty(), z.int().check(z.nonnegative())]),
    z.transform((id: string | number) => String(id)),
  ),
  title: nonEmpty(),
  text: decoration(z.string(), null),
  image: decoration(tripImageSchema, null),
  amounts: decoration(z.array(skippable(z.int().check(z.positive()))), []),
});
export type GiftVoucherTemplate = z.output<typeof giftVoucherTemplateSchema>;

/** The configuration's list: what can be read of it (anything else is no template). */
export const giftVoucherTemplatesSchema = z.catch(withDefault(z.array(skippable(giftVoucherTemplateSchema)), []), []);

/**
 * POST /fapi/voucher/create/new's reply (docs/api/gift-voucher.md): the order's number (the
 * payment page's, for a card or an instant transfer), and once the voucher exists (paid, or
 * ordered by invoice) its code and its PDF's address. Only the number decides what comes next.
 */
export const giftVoucherOrderSchema = z.object({
  /** Text or a whole number (a back end may count its orders), read as text. */
  orderNo: z.pipe(
    z.union([nonEmpty(), z.int().check(z.positive())]),
    z.transform((no: string | number) => String(no)),
  ),
  code: optionalText,
  pdfUrl: decoration(z.string().check(z.regex(/^(\/(?![/\\])|https:\/\/)\S+$/)), null),
  paid: flag,
});
export type GiftVoucherOrder = z.output<typeof giftVoucherOrderSchema>;

/** What the payment page of a voucher order shows of it (beside the payment status). */
export const giftVoucherOfOrderSchema = z.object({
  amount: orElse(z.number(), null),
  recipient: optionalText,
  code: optionalText,
  pdfUrl: decoration(z.string().check(z.regex(/^(\/(?![/\\])|https:\/\/)\S+$/)), null),
});

/** POST /fapi/voucher/create/new's body: exactly these fields (docs/api/gift-voucher.md). */
export const giftVoucherRequestSchema = z.strictObject({
  templateId: z.string(),
  /** Whole euros. */
  amount: z.int(),
  recipient: z.string(),
  message: z.string(),
  buyer: z.strictObject({ firstname: z.string(), lastname: z.string(), email: z.string() }),
  paymentType: z.enum(GIFT_VOUCHER_PAYMENTS),
  language: z.enum(LANGUAGE_CODES),
});
