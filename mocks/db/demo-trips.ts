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
