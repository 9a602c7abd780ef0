import { tripImageSchema } from './trip-image';
import { decoration, flag, orElse, price, realDate, skippable, z } from '../../config/z';

/**
 * GET or POST /fapi/travel (spec part 2 §7): the trips of the start page's finder, with their price
 * from and next date (either may be missing: a trip without dates). A broken item is left out, not
 * the list. Loaded with the start page, not the booking page.
 */
const travelSummarySchema = z.object({
  code: z.string().check(z.minLength(1)),
  name: z.string(),
  isGroup: flag,
  priceFrom: orElse(price(), null),
  /** The room of priceFrom where it is not the twin room (docs/api/travel-list.md); none by default. */
  priceFromRoomType: decoration(z.string().check(z.minLength(1)), null),
  nextDate: orElse(realDate, null),
  image: decoration(tripImageSchema, null),
});
export const travelListSchema = z.array(skippable(travelSummarySchema));
export type TravelSummary = z.infer<typeof travelSummarySchema>;
