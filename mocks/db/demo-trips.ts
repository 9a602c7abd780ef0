/** The seeded trips of the mock server; `npm start` prints their URLs. Kept free of imports. */
export const DEMO_TRIPS = [
  { code: 'GRP-ALPS', label: 'group trip, conveyor flights, rooms, upgrades, equipment, transfers, extensions' },
  { code: 'IND-ICELAND', label: 'individual trip, a departure every day for 400 days, own flight dates' },
  { code: 'OPT-JORDAN', label: 'flight opt-in with in-app flight booking' },
  { code: 'NOF-DOLOMITES', label: 'no flight, dog friendly, rail and fly' },
  { code: 'BRK-NORWAY', label: 'broker trip' },
  { code: 'PRT-MOROCCO', label: 'partner trip' },
  { code: 'CRU-NILE', label: 'cruise' },
  { code: 'PAS-INDIA', label: 'needs a passport' },
  { code: 'NODATES', label: 'no dates' },
] as const;

export type DemoTripCode = (typeof DEMO_TRIPS)[number]['code'];

/** The sales team the demo's pages name (the page configuration a real server embeds). */
export const DEMO_SALES_CONTACT = {
  phone: '+49 89 1234 5678',
  email: 'verkauf@example.com',
  hours: { de: 'Mo–Fr 9–18 Uhr', en: 'Mon–Fri 9 am–6 pm', it: 'lun–ven 9–18' },
};

type DemoLanguage = 'de' | 'en' | 'it';
const picture = (code: string, alt: string) => ({
  src: `/demo-pictures/${code}.jpg`,
  alt,
  width: 480,
  height: 320,
  sources: [{ src: `/demo-pictures/${code}.webp`, type: 'image/webp' }],
});

/** The demo's gift voucher templates (the page configuration's `voucherTemplates`) in the page's language. */
export function demoVoucherTemplates(language: DemoLanguage) {
  const say = (texts: Record<DemoLanguage, string>) => texts[language];
  return [
    {
      id: 'mountains',
      title: say({ de: 'Berge', en: 'Mountains', it: 'Montagne' }),
      text: say({
        de: 'Für alle, die nach oben wollen: Gipfel, Hütten und weite Blicke.',
        en: 'For everyone who wants to go up: peaks, huts and wide views.',
        it: 'Per chi vuole salire: vette, rifugi e panorami.',
      }),
      image: picture(
        'GRP-ALPS',
        say({
          de: 'Schneebedeckte Gipfel über grünen Almwiesen',
          en: 'Snow-capped peaks above green alpine meadows',
          it: 'Vette innevate sopra verdi pascoli alpini',
        }),
      ),
      amounts: [100, 250, 500, 1000],
    },
    {
      id: 'north',
      title: say({ de: 'Hoher Norden', en: 'Far north', it: 'Grande Nord' }),
      text: say({
        de: 'Wasserfälle, Hochland und Mitternachtssonne.',
        en: 'Waterfalls, highlands and the midnight sun.',
        it: 'Cascate, altopiani e sole di mezzanotte.',
      }),
      image: picture(
        'IND-ICELAND',
        say({
          de: 'Eine Straße durch grünes Hochland, dahinter ein Wasserfall',
          en: 'A road through green highlands, a waterfall behind',
          it: 'Una strada tra altopiani verdi, dietro una cascata',
        }),
      ),
      amounts: [50, 100, 250, 500],
    },
    {
      id: 'river',
      title: say({ de: 'Am Fluss', en: 'By the river', it: 'Sul fiume' }),
      text: null,
      image: picture(
        'CRU-NILE',
        say({
          de: 'Ein Segelboot auf dem Nil, am Ufer Palmen',
          en: 'A sailing boat on the Nile, palm trees on the bank',
          it: 'Una barca a vela sul Nilo, palme sulla riva',
        }),
      ),
      amounts: [],
    },
  ];
}
