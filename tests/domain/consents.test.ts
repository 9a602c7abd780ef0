import { describe, expect, it } from 'vitest';
import { consentSet, missingConsents, termsLinks, termsProvider } from '@/domain/consents';

/** The operator's own terms and privacy pages by language (spec part 2 §2). */
const OWN = {
  de: { terms: '/agb', privacy: '/datenschutz' },
  en: { terms: '/en/tac', privacy: '/en/privacy' },
  it: { terms: '/it/tec', privacy: '/it/privacy' },
} as const;

describe('the consent set per role (spec part 2 §5 "Step 3", §6)', () => {
  const keys = (facts: Parameters<typeof consentSet>[0]) =>
    consentSet(facts).map((item) => `${item.key}${item.required ? '*' : ''}`);
  it.each([
    [
      'a customer without insurance: terms, data consent, newsletter (optional)',
      { isAgency: false, hasInsurance: false, insuranceAnnual: false },
      ['gtc*', 'consent*', 'newsletter'],
    ],
    [
      'with an insurance without annual policy: its terms and the pre-contract by e-mail',
      { isAgency: false, hasInsurance: true, insuranceAnnual: false },
      ['gtc*', 'consent*', 'insuranceAGB*', 'insurancePreContractEmail*', 'newsletter'],
    ],
    [
      'with an annual policy: its terms only',
      { isAgency: false, hasInsurance: true, insuranceAnnual: true },
      ['gtc*', 'consent*', 'insuranceAGB*', 'newsletter'],
    ],
    [
      "an agency: pre-contract terms, its consent, the customer's, 2G; no newsletter, no insurance terms",
      { isAgency: true, hasInsurance: true, insuranceAnnual: false },
      ['gtc*', 'agentPreContract*', 'agentConsent*', 'customerDataConsent*', 'twoG*'],
    ],
  ])('%s', (_case, facts, expected) => {
    expect(keys(facts)).toEqual(expected);
  });

  it('lists the unticked required boxes in order; an optional one never counts', () => {
    const set = consentSet({ isAgency: false, hasInsurance: true, insuranceAnnual: false });
    expect(missingConsents(set, {})).toEqual(['gtc', 'consent', 'insuranceAGB', 'insurancePreContractEmail']);
    expect(
      missingConsents(set, { gtc: true, consent: true, insuranceAGB: true, insurancePreContractEmail: true }),
    ).toEqual([]);
    expect(
      missingConsents(set, {
        gtc: true,
        consent: false,
        insuranceAGB: true,
        insurancePreContractEmail: true,
        newsletter: false,
      }),
    ).toEqual(['consent']);
  });
});

describe('whose terms apply (spec part 2 §6 "own, two partner operators, broker")', () => {
  it.each([
    [{ isBroker: false, isTui: false, isOceanWide: false }, 'own'],
    [{ isBroker: false, isTui: true, isOceanWide: false }, 'tui'],
    [{ isBroker: false, isTui: false, isOceanWide: true }, 'oceanwide'],
    [{ isBroker: true, isTui: true, isOceanWide: false }, 'broker'],
  ])('%j -> %s', (facts, provider) => {
    expect(termsProvider(facts)).toBe(provider);
  });
});

describe('terms and privacy links (spec part 2 §2 "Terms links", §6 broker)', () => {
  it.each([
    [
      { language: 'de', provider: 'own', terms: null, gdprUrl: null },
      { terms: '/agb', privacy: '/datenschutz' },
    ],
    [
      { language: 'en', provider: 'own', terms: '/ignored', gdprUrl: null },
      { terms: '/en/tac', privacy: '/en/privacy' },
    ],
    [
      { language: 'it', provider: 'own', terms: null, gdprUrl: null },
      { terms: '/it/tec', privacy: '/it/privacy' },
    ],
    [
      { language: 'de', provider: 'broker', terms: '/broker/nordlys/agb', gdprUrl: 'https://nordlys.example/privacy' },
      { terms: '/broker/nordlys/agb', privacy: 'https://nordlys.example/privacy' },
    ],
    [
      { language: 'en', provider: 'broker', terms: null, gdprUrl: null },
      { terms: null, privacy: null },
    ],
    [
      { language: 'de', provider: 'broker', terms: 'javascript:alert(1)', gdprUrl: '//evil.example/x' },
      { terms: null, privacy: null },
    ],
    [
      { language: 'de', provider: 'broker', terms: 'http://plain.example/agb', gdprUrl: ' /b/privacy ' },
      { terms: null, privacy: '/b/privacy' },
    ],
    [
      { language: 'it', provider: 'tui', terms: 'https://tui.example/agb', gdprUrl: 'https://tui.example/privacy' },
      { terms: 'https://tui.example/agb', privacy: '/it/privacy' },
    ],
    [
      { language: 'de', provider: 'oceanwide', terms: null, gdprUrl: null },
      { terms: null, privacy: '/datenschutz' },
    ],
  ] as const)('%j -> %j', (facts, links) => {
    const { language, ...rest } = facts;
    expect(termsLinks({ ...rest, own: OWN[language] })).toEqual({ ...links, ownPrivacy: OWN[language].privacy });
  });
});
