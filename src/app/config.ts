import { z } from '../api/schemas/z';

export const LANGUAGES = ['de', 'en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

const travelCode = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'config.invalidTravelCode');
const positiveInt = z.coerce.number().int().positive();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'config.invalidDate');

/** The page configuration (spec part 1 §3 'Page configuration'), with its defaults. */
export const pageConfigSchema = z.object({
  page: z.enum(['booking', 'landing']),
  travelCode: travelCode.nullable().default(null),
  language: z.enum(LANGUAGES).default('de'),
  locale: z.enum(LANGUAGES).default('de'),
  country: z.string().length(2).default('DE'),
  year: z.coerce.number().int().min(2000).max(2100).nullable().default(null),
  start: isoDate.nullable().default(null),
  date: isoDate.nullable().default(null),
  pax: positiveInt.max(99).nullable().default(null),
  schedule: z.string().regex(/^[A-Za-z0-9_-]+$/, 'config.invalidSchedule').nullable().default(null),
  bookingId: z.string().regex(/^[A-Za-z0-9_-]+$/, 'config.invalidBookingId').nullable().default(null),
  /** The booking page asks for the 'ibe' selling points; elsewhere the default is 'general'. */
  benefitCategory: z.string().min(1).default('ibe'),
  whitelabel: z.string().nullable().default(null),
  vviOnly: z.boolean().default(false),
  filter: z.unknown().optional(),
  search: z.unknown().optional(),
  paymentSettings: z.record(z.string(), z.unknown()).default({}),
  insurancePdf: z.string().nullable().default(null),
  currentUser: z.unknown().optional(),
  guideDocumentsUrl: z.string().nullable().default(null),
  tracking: z.object({ entries: z.array(z.unknown()).default([]), events: z.array(z.unknown()).default([]), title: z.string().default('') }).prefault({}),
  dev: z.boolean().default(false),
  listFilter: z.unknown().optional(),
  error: z.string().nullable().default(null),
  voucherTemplates: z.array(z.unknown()).default([]),
  captchaPublicKey: z.string().nullable().default(null),
  cardPayment: z.object({ apiKey: z.string(), endpoint: z.string() }).nullable().default(null),
});

export type PageConfig = z.infer<typeof pageConfigSchema>;

export type PageConfigResult =
  | { ok: true; config: PageConfig }
  | { ok: false; language: Language; issues: { field: string; message: string }[]; cleanUrl: string };

export interface PageLocation {
  pathname: string;
  search: string;
}

/** '/en/…' English, '/it/…' Italian, anything else German (spec part 1 §2). */
export function languageFromPath(pathname: string): Language {
  if (/^\/en(\/|$)/.test(pathname)) return 'en';
  if (/^\/it(\/|$)/.test(pathname)) return 'it';
  return 'de';
}

function fromUrl({ pathname, search }: PageLocation): Record<string, unknown> {
  const language = languageFromPath(pathname);
  const rest = language === 'de' ? pathname : pathname.slice(3);
  const match = /^\/b\/([^/]*)\/?$/.exec(rest);
  const params = new URLSearchParams(search);
  const read = (key: string) => {
    const value = params.get(key);
    return value === null || value === '' ? undefined : value;
  };
  return {
    page: match ? 'booking' : 'landing',
    travelCode: match ? decodeURIComponent(match[1] ?? '') : undefined,
    language,
    locale: language,
    year: read('year'),
    date: read('date'),
    pax: read('pax'),
    schedule: read('schedule'),
    bookingId: read('bookingId'),
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
  if (merged.page === 'booking' && !merged.travelCode) issues.push({ field: 'travelCode', message: 'config.missingTravelCode' });
  const parsed = pageConfigSchema.safeParse(merged);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) issues.push({ field: issue.path.join('.') || 'config', message: issue.message });
  }
  if (issues.length > 0 || !parsed.success) {
    return { ok: false, language, issues, cleanUrl: location.pathname };
  }
  return { ok: true, config: parsed.data };
}
