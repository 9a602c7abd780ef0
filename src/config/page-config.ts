import { nullDefault, withDefault, z } from './z';
import { paymentHostsSchema } from './payment-hosts';
import { GIFT_VOUCHER_SEGMENT } from './paths';

import {
  LANGUAGE_CODES,
  LANGUAGES,
  languageFromPath,
  safeDecode,
  type Language,
  pathWithoutLanguage,
  TRAVEL_CODE_PATTERN,
} from './language';

export { LANGUAGE_CODES, LANGUAGES, languageFromPath, type Language };

const pattern = (re: RegExp, message: string) => z.string().check(z.regex(re, message));
const travelCode = pattern(TRAVEL_CODE_PATTERN, 'config.invalidTravelCode');
const isoDate = pattern(/^\d{4}-\d{2}-\d{2}$/, 'config.invalidDate');
const id = (message: string) => pattern(/^[A-Za-z0-9_-]+$/, message);
const language = withDefault(z.enum(LANGUAGE_CODES), 'de');

/** The page configuration (spec part 1 §3 'Page configuration'), with its defaults. */
const pageConfigSchema = z.object({
  page: z.enum(['booking', 'landing', 'confirmation', 'giftVoucher']),
  travelCode: nullDefault(travelCode),
  language,
  locale: language,
  country: withDefault(z.string().check(z.length(2)), 'DE'),
  year: nullDefault(z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100))),
  /** The first departure wanted (page configuration 'start', or ?start); with `end` it loads a date range. */
  start: nullDefault(isoDate),
  end: nullDefault(isoDate),
  date: nullDefault(isoDate),
  pax: nullDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(99))),
  schedule: nullDefault(id('config.invalidSchedule')),
  bookingId: nullDefault(id('config.invalidBookingId')),
  /** The booking page asks for the 'ibe' selling points; elsewhere the default is 'general'. */
  benefitCategory: withDefault(z.string().check(z.minLength(1)), 'ibe'),
  whitelabel: nullDefault(z.string()),
  vviOnly: withDefault(z.boolean(), false),
  filter: z.optional(z.unknown()),
  search: z.optional(z.unknown()),
  paymentSettings: withDefault(z.record(z.string(), z.unknown()), {}),
  /** Hosts (https) the submit may send the browser to for payment; every other address stays on this site. */
  paymentHosts: paymentHostsSchema,
  insurancePdf: nullDefault(z.string()),
  /** The operator hides 'Keine Versicherung' (spec part 2 §4 'unless opt-out is hidden'): a customer then chooses an offer. */
  insuranceOptOutHidden: withDefault(z.boolean(), false),
  currentUser: z.optional(z.unknown()),
  guideDocumentsUrl: nullDefault(z.string()),
  tracking: z.prefault(
    z.object({
      entries: withDefault(z.array(z.unknown()), []),
      events: withDefault(z.array(z.unknown()), []),
      title: withDefault(z.string(), ''),
    }),
    {},
  ),
  dev: withDefault(z.boolean(), false),
  listFilter: z.optional(z.unknown()),
  error: nullDefault(z.string()),
  voucherTemplates: withDefault(z.array(z.unknown()), []),
  captchaPublicKey: nullDefault(z.string()),
  /**
   * The card payment provider; whether cards can be paid through it (an https endpoint the page's
   * policy lets it reach) is worked out where step 3 needs it (docs/api/card-payment.md). A broken
   * value is none, never a page error.
   */
  cardPayment: z.catch(z.nullable(z.object({ apiKey: z.string(), endpoint: z.string() })), null),
  /**
   * How to reach the sales team (phone, e-mail, hours): read where the price box names it
   * (`readSalesContactValue`), so the first page does not carry its rules; a broken one is none.
   */
  salesContact: z.optional(z.unknown()),
  /** The flex experiment's variant set by the page (A, B or C); anything else means the default. */
  flexVariant: z.catch(z.nullable(z.string()), null),
  /** The `flex` query parameter: a link may try a variant (it goes before the page's). */
  flexQuery: z.catch(z.nullable(z.string()), null),
});

export type PageConfig = z.infer<typeof pageConfigSchema>;

type PageConfigResult =
  | { ok: true; config: PageConfig }
  | { ok: false; language: Language; issues: { field: string; message: string }[]; cleanUrl: string };

interface PageLocation {
  pathname: string;
  search: string;
}

function fromUrl({ pathname, search }: PageLocation): Record<string, unknown> {
  const language = languageFromPath(pathname);
  const rest = pathWithoutLanguage(pathname);
  const match = /^\/b\/([^/]*)\/?$/.exec(rest);
  const confirmation = /^\/booking\/([^/]+)\/?$/.exec(rest);
  const giftVoucher = rest.replace(/\/$/, '') === `/${GIFT_VOUCHER_SEGMENT}`;
  // A value whose percent-encoding is broken (%E0%A4%A) is left out; the rest of the query applies.
  const params = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [rawKey = '', rawValue = ''] = pair.split('=');
    const key = safeDecode(rawKey.replace(/\+/g, ' '));
    const value = safeDecode(rawValue.replace(/\+/g, ' '));
    if (key && value !== null && !params.has(key)) params.set(key, value);
  }
  // The query configures the booking page only: elsewhere it is that page's own (the finder's
  // ?start=…) and a value the booking page would refuse must not break it.
  const read = (key: string) => {
    const value = match ? params.get(key) : undefined;
    return value === undefined || value === '' ? undefined : value;
  };
  return {
    page: match ? 'booking' : confirmation ? 'confirmation' : giftVoucher ? 'giftVoucher' : 'landing',
    travelCode: match ? (safeDecode(match[1] ?? '') ?? match[1]) : undefined,
    language,
    locale: language,
    year: read('year'),
    start: read('start'),
    end: read('end'),
    date: read('date'),
    pax: read('pax'),
    schedule: read('schedule'),
    flexQuery: read('flex'),
    bookingId: confirmation ? (safeDecode(confirmation[1] ?? '') ?? confirmation[1]) : read('bookingId'),
  };
}

/**
 * Reads the page configuration: the server's embedded JSON when there is one, over what the URL
 * says. A wrong value gives the issues for a clear error page instead of a half-working app.
 */
export function parsePageConfig(location: PageLocation, embeddedJson: string | null): PageConfigResult {
  const language = languageFromPath(location.pathname);
  let embedded: Record<string, unknown> = {};
  const issues: { field: string; message: string }[] = [];
  if (embeddedJson && embeddedJson.trim()) {
    try {
      const value: unknown = JSON.parse(embeddedJson);
      if (value && typeof value === 'object' && !Array.isArray(value)) embedded = value as Record<string, unknown>;
      else issues.push({ field: 'config', message: 'config.notAnObject' });
    } catch {
      issues.push({ field: 'config', message: 'config.notJson' });
    }
  }
  const urlValues = fromUrl(location);
  const merged = { ...urlValues, ...Object.fromEntries(Object.entries(embedded).filter(([, v]) => v !== undefined)) };
  if (merged.page === 'booking' && !merged.travelCode)
    issues.push({ field: 'travelCode', message: 'config.missingTravelCode' });
  const parsed = pageConfigSchema.safeParse(merged);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      issues.push({ field: issue.path.join('.') || 'config', message: issue.message });
  }
  if (issues.length > 0 || !parsed.success) {
    const badPath = issues.some((issue) => issue.field === 'travelCode' || issue.field === 'page');
    const home = `${LANGUAGES[language].prefix}/`;
    return { ok: false, language, issues, cleanUrl: badPath ? home : location.pathname };
  }
  return { ok: true, config: parsed.data };
}
