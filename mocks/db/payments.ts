import { amountDueNow } from '../../src/domain/deposit';
import type { TripImage } from '../../src/api/schemas';
import type { Catalogue } from './catalogue';
import { pictureOf } from './pictures';
import type { MockState, StoredBooking } from './database';
import { isLanguage } from '../../src/config/language';
import { paymentPageUrl } from '../../src/config/paths';
import { giftVoucherOrders, giftVoucherPdfPath } from './gift-vouchers';
import { mockTexts } from '../texts';

/** A gift voucher order as the payment page sees it: the amount due until paid, then its code and PDF. */
function ofGiftVoucher(bookingNo: string, state: MockState): PaymentAccount | null {
  const order = giftVoucherOrders(state).find((o) => o.orderNo === bookingNo);
  if (!order || order.paymentType === 'BILL') return null;
  const paid = (state.paidBookings ?? []).includes(bookingNo);
  return {
    bookingNo,
    tourTitle: null,
    image: null,
    departureDate: null,
    customer: { gender: null, title: null, firstname: order.buyer.firstname, lastname: order.buyer.lastname },
    amountDue: paid ? 0 : order.amount,
    overdue: false,
    paid,
    // A voucher can be paid whenever its buyer is ready: no countdown.
    deadline: null,
    paymentMethod: order.paymentType === 'CARD' ? 'VISA' : 'INSTANT_TRANSFER',
    giftVoucher: {
      amount: order.amount,
      recipient: order.recipient,
      code: paid ? order.code : null,
      pdfUrl: paid ? giftVoucherPdfPath(order.code) : null,
    },
  };
}

/**
 * What GET /fapi/booking/{no}/payment answers (decision in docs/decisions.md): seeded bookings for
 * the payment page's states, and every booking made in the demo (its deposit due for a day).
 */
export interface PaymentAccount {
  bookingNo: string;
  tourTitle: string | null;
  image: TripImage | null;
  departureDate: string | null;
  customer: { gender: string | null; title: string | null; firstname: string | null; lastname: string | null } | null;
  amountDue: number;
  overdue: boolean;
  paid: boolean;
  deadline: string | null;
  /** The way to pay chosen with the booking, when the booking was made on the site. */
  paymentMethod?: string | null;
  /** A gift voucher order: what it is, and once paid its code and PDF. */
  giftVoucher?: { amount: number; recipient: string; code: string | null; pdfUrl: string | null } | null;
}

const HOUR = 3_600_000;
const day = (date: Date) => date.toISOString().slice(0, 10);
const inDays = (now: Date, days: number) => new Date(now.getTime() + days * 24 * HOUR);

/**
 * ASI-9001 an overdue balance (Frau Erika Muster, two days left); ASI-9002 already paid (Herr
 * Dr. Max Muster); ASI-9003 a deadline 8 seconds after the page asks (the countdown ends);
 * ASI-9004 gender-neutral (Alex Muster), no deadline. Times are counted from each request.
 */
function seeded(bookingNo: string, catalogue: Catalogue, now: Date): PaymentAccount | null {
  const title = (code: string) => catalogue.travels[code]?.name ?? code;
  switch (bookingNo) {
    case 'ASI-9001':
      return {
        bookingNo,
        tourTitle: title('GRP-ALPS'),
        image: pictureOf('GRP-ALPS'),
        departureDate: day(inDays(now, 18)),
        customer: { gender: 'female', title: null, firstname: 'Erika', lastname: 'Muster' },
        amountDue: 1568,
        overdue: true,
        paid: false,
        deadline: new Date(now.getTime() + 48 * HOUR).toISOString(),
        paymentMethod: 'VISA',
      };
    case 'ASI-9002':
      return {
        bookingNo,
        tourTitle: title('IND-ICELAND'),
        image: pictureOf('IND-ICELAND'),
        departureDate: day(inDays(now, 40)),
        customer: { gender: 'male', title: 'Dr.', firstname: 'Max', lastname: 'Muster' },
        amountDue: 0,
        overdue: false,
        paid: true,
        deadline: null,
      };
    case 'ASI-9003':
      return {
        bookingNo,
        tourTitle: title('OPT-JORDAN'),
        image: pictureOf('OPT-JORDAN'),
        departureDate: day(inDays(now, 25)),
        customer: { gender: 'female', title: null, firstname: 'Erika', lastname: 'Muster' },
        amountDue: 420,
        overdue: false,
        paid: false,
        deadline: new Date(now.getTime() + 8000).toISOString(),
      };
    case 'ASI-9004':
      return {
        bookingNo,
        tourTitle: title('NOF-DOLOMITES'),
        image: pictureOf('NOF-DOLOMITES'),
        departureDate: day(inDays(now, 60)),
        customer: { gender: 'divers', title: null, firstname: 'Alex', lastname: 'Muster' },
        amountDue: 356.5,
        overdue: false,
        paid: false,
        deadline: null,
        paymentMethod: 'INSTANT_TRANSFER',
      };
    default:
      return null;
  }
}

function ofBooking(booking: StoredBooking, catalogue: Catalogue): PaymentAccount {
  // The booking request names its customer `user` (spec part 2 §2: the first traveller).
  const payload = booking.payload as {
    user?: Partial<NonNullable<PaymentAccount['customer']>> | null;
    schedule?: { start?: string } | null;
    totals?: { totalPrice?: number; deposit?: number; totalInsurancePrice?: number };
    paymentMethod?: string | null;
  };
  const user = payload.user ?? null;
  const totals = payload.totals ?? {};
  // What the booking page said is due now: the deposit and the premium (docs/api: booking-request).
  const due =
    (totals.deposit ?? 0) > 0
      ? amountDueNow({
          deposit: totals.deposit ?? 0,
          totalInsurancePrice: totals.totalInsurancePrice ?? 0,
          totalPrice: totals.totalPrice ?? 0,
        })
      : (totals.totalPrice ?? 0);
  return {
    bookingNo: booking.bookingNo,
    tourTitle: catalogue.travels[booking.travelCode]?.name ?? booking.travelCode,
    image: pictureOf(booking.travelCode),
    departureDate: payload.schedule?.start?.slice(0, 10) ?? null,
    customer: user
      ? {
          gender: user.gender ?? null,
          title: user.title ?? null,
          firstname: user.firstname ?? null,
          lastname: user.lastname ?? null,
        }
      : null,
    amountDue: Math.max(0, due),
    overdue: false,
    paid: false,
    deadline: new Date(new Date(booking.createdAt).getTime() + 24 * HOUR).toISOString(),
    paymentMethod: payload.paymentMethod ?? null,
  };
}

/** The account of a booking number, paid once this mock took its payment; null for an unknown number. */
export function paymentAccount(
  bookingNo: string,
  catalogue: Catalogue,
  state: MockState,
  now = new Date(),
): PaymentAccount | null {
  const gift = ofGiftVoucher(bookingNo, state);
  if (gift) return gift;
  const booking = state.bookings.find((b) => b.bookingNo === bookingNo);
  const account = seeded(bookingNo, catalogue, now) ?? (booking ? ofBooking(booking, catalogue) : null);
  if (!account) return null;
  return (state.paidBookings ?? []).includes(bookingNo) ? { ...account, amountDue: 0, paid: true } : account;
}

/** The confirmation e-mail a real operator would send, with the payment page's link (GET /__mock/mail/{no}). */
export function confirmationMail(account: PaymentAccount, language: string, origin: string): string {
  const lang = isLanguage(language) ? language : 'de';
  const link = `${origin}${paymentPageUrl(lang, account.bookingNo)}`;
  const name = [account.customer?.firstname, account.customer?.lastname].filter(Boolean).join(' ') || '';
  return mockTexts(lang)
    .mail.booking(name, account.bookingNo, link)
    .replace(/^(Hallo|Hello|Ciao) ,/, '$1,');
}
