import { int, serverDate, z } from '../../config/z';

/** GET /fapi/report/sell: an agency's bookings with their value (decision: the spec names the family only). */
export const sellReportSchema = z.array(
  z.object({
    bookingNo: z.string(),
    travelCode: z.string(),
    travelName: z.string(),
    start: serverDate,
    pax: int(),
    totalPrice: z.number(),
    customer: z.string(),
  }),
);

/** GET /fapi/report/user: the logged-in customer's own bookings. */
export const userReportSchema = z.array(
  z.object({
    bookingNo: z.string(),
    travelCode: z.string(),
    travelName: z.string(),
    start: serverDate,
    end: serverDate,
    totalPrice: z.number(),
    paid: z.number(),
  }),
);

export type SellReport = z.infer<typeof sellReportSchema>;
export type UserReport = z.infer<typeof userReportSchema>;
