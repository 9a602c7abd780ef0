/** The checkboxes step 3 may show (spec part 2 §5 'Step 3', §6); each is a field of the booking. */
export const CONSENT_KEYS = [
  'gtc',
  'consent',
  'insuranceAGB',
  'insurancePreContractEmail',
  'agentPreContract',
  'agentConsent',
  'customerDataConsent',
  'twoG',
  'newsletter',
] as const;
export type ConsentKey = (typeof CONSENT_KEYS)[number];

interface ConsentItem {
  key: ConsentKey;
  required: boolean;
}

interface ConsentFacts {
  /** A travel agency books (isTravelAgency). */
  isAgency: boolean;
  /** An insurance offer is chosen. */
  hasInsurance: boolean;
  /** The chosen insurance is an annual policy. */
  insuranceAnnual: boolean;
}

/**
 * Which boxes step 3 shows, in order, and which must be ticked (spec part 2 §5 'Step 3', §6):
 * everyone accepts the general terms. A customer consents to the data processing, accepts the
 * insurance terms when an insurance is chosen and, for one without annual policy, agrees to get
 * the pre-contract information by e-mail; the newsletter is optional. An agency instead confirms
 * the pre-contract terms, gives its consent, the customer's consent to data collection and the
 * 2G information, and gets no newsletter box. Nothing is ticked in advance.
 */
export function consentSet({ isAgency, hasInsurance, insuranceAnnual }: ConsentFacts): ConsentItem[] {
  const required = (key: ConsentKey): ConsentItem => ({ key, required: true });
  if (isAgency)
    return [
      required('gtc'),
      required('agentPreContract'),
      required('agentConsent'),
      required('customerDataConsent'),
      required('twoG'),
    ];
  const items = [required('gtc'), required('consent')];
  if (hasInsurance) {
    items.push(required('insuranceAGB'));
    if (!insuranceAnnual) items.push(required('insurancePreContractEmail'));
  }
  items.push({ key: 'newsletter', required: false });
  return items;
}

/** The required boxes of a set that are not ticked, in the set's order. */
export function missingConsents(
  set: readonly ConsentItem[],
  ticked: Partial<Record<ConsentKey, boolean>>,
): ConsentKey[] {
  return set.filter((item) => item.required && ticked[item.key] !== true).map((item) => item.key);
}

/** Whose travel conditions apply (spec part 2 §6 'Different terms text per provider type'). */
type TermsProvider = 'own' | 'tui' | 'oceanwide' | 'broker';

/** A broker trip is the broker's; the two partner operators (TUI, Oceanwide) have their own; else ours. */
export function termsProvider({
  isBroker,
  isTui,
  isOceanWide,
}: {
  isBroker: boolean;
  isTui: boolean;
  isOceanWide: boolean;
}): TermsProvider {
  if (isBroker) return 'broker';
  if (isTui) return 'tui';
  if (isOceanWide) return 'oceanwide';
  return 'own';
}

/** Only a same-site path or an https address is linked; anything else (javascript:, data:) is not. */
function safeLink(url: string | null): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  return /^https:\/\/[^\s/]+/i.test(trimmed) ? trimmed : null;
}

/**
 * The terms and privacy links (spec part 2 §2): ours in the page language (`own`, from the page's
 * languages: /agb, /en/tac, /it/tec and /datenschutz, /en/privacy, /it/privacy). A partner operator's or broker's terms are theirs: their terms URL,
 * and for a broker its GDPR URL; without one (or with an unsafe one) the words stay unlinked
 * (null) rather than link our documents under their name. `ownPrivacy` is ours, for our data consent.
 */
export function termsLinks({
  own,
  provider,
  terms,
  gdprUrl,
}: {
  own: { terms: string; privacy: string };
  provider: TermsProvider;
  terms: string | null;
  gdprUrl: string | null;
}): { terms: string | null; privacy: string | null; ownPrivacy: string } {
  const ownPrivacy = own.privacy;
  if (provider === 'own') return { terms: own.terms, privacy: ownPrivacy, ownPrivacy };
  return { terms: safeLink(terms), privacy: provider === 'broker' ? safeLink(gdprUrl) : ownPrivacy, ownPrivacy };
}
