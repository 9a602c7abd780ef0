import { LANGUAGE_CODES, type Language } from '../../src/config/language';
import { mockTexts } from '../texts';

/** The seeded trips of the mock server; `npm start` prints their URLs. */
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
  hours: Object.fromEntries(LANGUAGE_CODES.map((language) => [language, mockTexts(language).demo.salesHours])),
};

const picture = (code: string, alt: string) => ({
  src: `/demo-pictures/${code}.jpg`,
  alt,
  width: 480,
  height: 320,
  sources: [{ src: `/demo-pictures/${code}.webp`, type: 'image/webp' }],
});

/** The demo's gift voucher templates (the page configuration's `voucherTemplates`) in the page's language. */
export function demoVoucherTemplates(language: Language) {
  const { mountains, north, river } = mockTexts(language).demo.voucherTemplates;
  return [
    {
      id: 'mountains',
      title: mountains.title,
      text: mountains.text,
      image: picture('GRP-ALPS', mountains.alt),
      amounts: [100, 250, 500, 1000],
    },
    {
      id: 'north',
      title: north.title,
      text: north.text,
      image: picture('IND-ICELAND', north.alt),
      amounts: [50, 100, 250, 500],
    },
    { id: 'river', title: river.title, text: null, image: picture('CRU-NILE', river.alt), amounts: [] },
  ];
}
