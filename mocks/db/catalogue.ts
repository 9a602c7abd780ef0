import { addDays, differenceInCalendarDays, format } from 'date-fns';
import type {
  Accommodation,
  AirportGroups,
  Benefit,
  Flight,
  RailFly,
  Rating,
  Schedule,
  ServiceEntry,
  Travel,
  User,
} from '../../src/api/schemas';
import type { InsuranceOffer } from '../../src/api/schemas/insurance';
import type { ServiceFamily } from '../../src/api/service-kinds';
import { EMPTY_USER } from '../../src/api/schemas';
import type { DemoTripCode } from './demo-trips';
import { pictureOf } from './pictures';

/** The seeded catalogue. Every date is relative to `today`, so tests never rot. */
export interface Catalogue extends Record<ServiceFamily, Record<string, ServiceEntry[]>> {
  travels: Record<string, Travel>;
  schedules: Record<string, Schedule[]>;
  accommodations: Record<string, Accommodation[]>;
  flights: Record<string, Flight[]>;
  airports: AirportGroups;
  railFly: RailFly[];
  benefits: Record<string, Benefit[]>;
  countries: { value: string; de: string; en: string; it: string }[];
  users: (User & { password: string })[];
  insuranceOffers: InsuranceOffer[];
  vouchers: { code: string; reduction: number | null; percentage: number | null }[];
}

const day = (today: Date, offset: number) => format(addDays(today, offset), 'yyyy-MM-dd');

interface RoomVariant {
  roomType: string;
  roomTypeDescription: string;
  allocation: string;
  price: number;
  roomsAvailable: number;
}

interface SeriesOptions {
  code: DemoTripCode;
  idBase: number;
  firstOffset: number;
  every: number;
  count: number;
  duration: number;
  rooms: RoomVariant[];
  maxPax: number;
  flightControl: Schedule['flightControl'];
  flightPrice?: number;
  flightBookingEnabled?: boolean;
  airports?: { departure: string; arrival: string };
  /** Per date index: overrides that make a date sold out, on request, guaranteed … */
  state?: (index: number, start: Date) => Partial<Schedule>;
  priceFor?: (start: Date, base: number) => number;
  guides?: Schedule['guides'];
  /** No departure after this day. */
  until?: Date;
}

function series(today: Date, o: SeriesOptions): Schedule[] {
  const list: Schedule[] = [];
  for (let i = 0; i < o.count; i += 1) {
    const startDate = addDays(today, o.firstOffset + i * o.every);
    if (o.until && startDate > o.until) break;
    const start = format(startDate, 'yyyy-MM-dd');
    const end = format(addDays(startDate, o.duration - 1), 'yyyy-MM-dd');
    const stamp = start.replaceAll('-', '');
    o.rooms.forEach((room, r) => {
      const overrides = o.state?.(i, startDate) ?? {};
      list.push({
        id: o.idBase + i * 10 + r,
        erpId: `${o.code}-${stamp}-${room.roomType.toUpperCase()}`,
        travelCode: o.code,
        start,
        end,
        duration: o.duration,
        price: o.priceFor ? o.priceFor(startDate, room.price) : room.price,
        roomType: room.roomType,
        roomTypeDescription: room.roomTypeDescription,
        allocation: room.allocation,
        maxPax: o.maxPax,
        diffPax: 10,
        roomsAvailable: room.roomsAvailable,
        onRequest: false,
        bookable: true,
        bookingStop: false,
        cancelled: false,
        guaranteed: false,
        released: true,
        yield: false,
        overbookingDenied: false,
        guides: o.guides ?? [],
        flightPrice: o.flightPrice ?? 0,
        flightBookingEnabled: o.flightBookingEnabled ?? false,
        flightControl: o.flightControl,
        flightDepartureEarliest: o.airports ? `${end}T12:00:00` : null,
        flightArrivalLatest: o.airports ? `${start}T14:00:00` : null,
        flightArrivalAirportCode: o.airports?.arrival ?? null,
        flightDepartureAirportCode: o.airports?.departure ?? null,
        flightArrivalLatestFlightNo: null,
        flightDepartureEarliestFlightNo: null,
        ticketingTimeLimit: null,
        lastTicketingDate: o.airports ? format(addDays(startDate, -30), 'yyyy-MM-dd') : null,
        transferReductionStart: 0,
        transferReductionEnd: 0,
        ...overrides,
      });
    });
  }
  return list;
}

function entry(
  id: number,
  erpId: string,
  name: string,
  price: number,
  extra: Partial<ServiceEntry> & { subCategory?: string; description?: string; perPerson?: boolean } = {},
): ServiceEntry {
  const { subCategory = null, description = '', perPerson = true, ...rest } = extra;
  return {
    service: {
      id,
      erpId,
      serviceId: `S${id}`,
      name,
      description,
      price,
      perPerson,
      subCategory,
      onRequest: price === -1,
    },
    additionalData: {},
    price,
    validFrom: null,
    validUntil: null,
    compulsoryPaxMin: null,
    compulsoryPaxMax: null,
    duration: null,
    ...rest,
  };
}

function extension(
  id: number,
  erpId: string,
  name: string,
  price: number,
  nights: { vv: number; nv: number },
  description: string,
): Accommodation {
  return {
    ...entry(id, erpId, name, price, { description }),
    roomTypeDescription: 'Doppelzimmer',
    boardDescription: 'Frühstück',
    board: 'BB',
    additionalData: nights,
    duration: nights.vv + nights.nv,
  };
}

const GUIDES: Schedule['guides'] = [
  {
    id: 1,
    firstname: 'Anna',
    lastname: 'Huber',
    portraitThumbnail: { src: '/guides/anna-huber.svg', alt: 'Anna Huber', title: 'Anna Huber' },
  },
  {
    id: 2,
    firstname: 'Marco',
    lastname: 'Rossi',
    portraitThumbnail: { src: '/guides/marco-rossi.svg', alt: 'Marco Rossi', title: 'Marco Rossi' },
  },
];

const RATING_TEXTS = [
  'Eine wunderbar organisierte Reise mit einer großartigen Reiseleiterin.',
  'Traumhafte Landschaften, gute Hotels und eine tolle Gruppe. Gerne wieder!',
  'Alles hat perfekt geklappt, vom Transfer bis zur letzten Wanderung.',
  'Die Touren waren anspruchsvoll, aber jede Mühe wert. Sehr zu empfehlen.',
  'Sehr persönliche Betreuung und viele Geheimtipps abseits der Massen.',
  'Die Mischung aus Natur, Kultur und gutem Essen war genau richtig für uns.',
  'Kleine Gruppe, flexible Planung, herzliche Gastgeber. Einfach schön.',
  'Schon die dritte Reise mit euch und wieder begeistert. Danke!',
  'Besonders die Tage in den Bergen werden wir nie vergessen, vielen Dank für die umsichtige Planung und die vielen Details.',
];

function ratings(code: string, qualifying: number): Rating[] {
  const names = ['Petra', 'Jonas', 'Sabine', 'Lukas', 'Maria', 'Thomas', 'Julia', 'Stefan', 'Claudia'];
  const list: Rating[] = Array.from({ length: qualifying }, (_, i) => ({
    code,
    nps: 7 + (i % 4),
    description: RATING_TEXTS[i % RATING_TEXTS.length] ?? '',
    user: { firstname: names[i % names.length] ?? 'Gast' },
  }));
  // Two that do not qualify: a low score, and a too short text.
  list.push({ code, nps: 4, description: 'Leider hat uns das Hotel nicht gefallen.', user: { firstname: 'Kurt' } });
  list.push({ code, nps: 10, description: 'Super!', user: { firstname: 'Eva' } });
  return list;
}

function travel(
  code: DemoTripCode,
  id: number,
  name: string,
  schedules: Schedule[],
  extra: Partial<Travel> = {},
): Travel {
  const seen = new Set<string>();
  const summary = schedules
    .filter((s) => (seen.has(s.start) ? false : (seen.add(s.start), true)))
    .map((s) => ({ bookable: s.bookable, onRequest: s.onRequest, start: s.start }));
  return {
    code,
    id,
    name,
    image: pictureOf(code),
    organizer: 'ASI',
    organizerObject: { showOnlyNationality: false },
    minPax: 1,
    isGroup: true,
    isTui: false,
    isPartner: false,
    isBroker: false,
    isCruise: false,
    isIntrepid: false,
    isOceanWide: false,
    asiOriginal: false,
    halfDoubleRooms: false,
    needsPassport: false,
    dogFriendly: false,
    includedServices: [],
    priceInformation: null,
    priceNotice: null,
    rating: [],
    emergencyContactRequired: false,
    internalFlightControl: false,
    terms: null,
    gdprUrl: null,
    brokerName: null,
    tracking: null,
    countries: [{ ISOCountryCode: 'AT' }],
    schedules: summary,
    ...extra,
  };
}

const TWIN: RoomVariant = {
  roomType: 'twin',
  roomTypeDescription: 'Doppelzimmer',
  allocation: '2',
  price: 2490,
  roomsAvailable: 6,
};
const SINGLE: RoomVariant = {
  roomType: 'single',
  roomTypeDescription: 'Einzelzimmer',
  allocation: '1',
  price: 2890,
  roomsAvailable: 3,
};
const TRIPLE: RoomVariant = {
  roomType: 'triple',
  roomTypeDescription: 'Dreibettzimmer',
  allocation: '3',
  price: 2390,
  roomsAvailable: 1,
};

/** GRP-ALPS date states by index: guaranteed, almost full, sold out, on request, popular, short of guarantee. */
function alpsState(i: number): Partial<Schedule> {
  switch (i) {
    case 0:
      return { guaranteed: true, diffPax: 8 };
    case 1:
      return { diffPax: 3 };
    case 2:
      return { diffPax: 0, bookable: false, onRequest: false, roomsAvailable: 0 };
    case 3:
      return { bookable: false, onRequest: true, diffPax: 5 };
    case 4:
      return { diffPax: 6 };
    case 5:
      return { diffPax: 9, guaranteed: false };
    default:
      return { diffPax: 10, guaranteed: i % 3 === 0 };
  }
}

export function buildCatalogue(today: Date): Catalogue {
  // GRP-ALPS departs this year and next: the first date stays in this year while one is left.
  const endOfNextYear = new Date(today.getFullYear() + 1, 11, 31);
  const daysLeftThisYear = differenceInCalendarDays(new Date(today.getFullYear(), 11, 31), today);
  const alps = series(today, {
    code: 'GRP-ALPS',
    idBase: 100000,
    firstOffset: Math.max(1, Math.min(20, daysLeftThisYear)),
    every: 21,
    count: 40,
    until: endOfNextYear,
    duration: 8,
    rooms: [TWIN, SINGLE, TRIPLE],
    maxPax: 12,
    flightControl: 0,
    flightPrice: 35000,
    airports: { departure: 'INN', arrival: 'INN' },
    state: alpsState,
    guides: GUIDES,
  });
  const iceland = series(today, {
    code: 'IND-ICELAND',
    idBase: 200000,
    firstOffset: 10,
    every: 1,
    count: 400,
    duration: 10,
    rooms: [
      { ...TWIN, price: 1890, roomsAvailable: 20 },
      { ...SINGLE, price: 2290, roomsAvailable: 8 },
    ],
    maxPax: 8,
    flightControl: 4,
    airports: { departure: 'KEF', arrival: 'KEF' },
    priceFor: (start, base) =>
      base + ([5, 6, 7].includes(start.getMonth()) ? 400 : 0) + (start.getDay() === 6 ? 60 : 0),
    // Summer dates (June to August) sell flights in the app: the fare search from the customer's airport.
    state: (i, start) => ({
      ...(i % 37 === 5
        ? { bookable: false, onRequest: true }
        : i % 53 === 7
          ? { bookable: false, onRequest: false, diffPax: 0 }
          : {}),
      ...([5, 6, 7].includes(start.getMonth()) ? { flightBookingEnabled: true } : {}),
    }),
  });
  const jordan = series(today, {
    code: 'OPT-JORDAN',
    idBase: 300000,
    firstOffset: 35,
    every: 14,
    count: 15,
    duration: 9,
    rooms: [
      { ...TWIN, price: 1990 },
      { ...SINGLE, price: 2340 },
    ],
    maxPax: 14,
    flightControl: 6,
    flightPrice: 45000,
    flightBookingEnabled: true,
    airports: { departure: 'AMM', arrival: 'AMM' },
    state: () => ({ transferReductionStart: 30, transferReductionEnd: 30 }),
    guides: GUIDES,
  });
  const dolomites = series(today, {
    code: 'NOF-DOLOMITES',
    idBase: 400000,
    firstOffset: 25,
    every: 14,
    count: 12,
    duration: 7,
    rooms: [
      { ...TWIN, price: 1290 },
      { ...SINGLE, price: 1490 },
      { roomType: 'MBZ', roomTypeDescription: 'Mehrbettzimmer', allocation: '1', price: 990, roomsAvailable: 4 },
    ],
    maxPax: 12,
    flightControl: 5,
  });
  const norway = series(today, {
    code: 'BRK-NORWAY',
    idBase: 500000,
    firstOffset: 40,
    every: 7,
    count: 20,
    duration: 12,
    rooms: [{ ...TWIN, roomType: 'twinCabin', roomTypeDescription: 'Doppelkabine', price: 3490 }],
    maxPax: 20,
    flightControl: 1,
    airports: { departure: 'BGO', arrival: 'KKN' },
  });
  const morocco = series(today, {
    code: 'PRT-MOROCCO',
    idBase: 600000,
    firstOffset: 30,
    every: 21,
    count: 10,
    duration: 8,
    rooms: [
      { ...TWIN, price: 1390 },
      { ...SINGLE, price: 1690 },
    ],
    maxPax: 16,
    flightControl: 0,
    flightPrice: 30000,
    airports: { departure: 'RAK', arrival: 'RAK' },
  });
  const nile = series(today, {
    code: 'CRU-NILE',
    idBase: 700000,
    firstOffset: 45,
    every: 14,
    count: 10,
    duration: 11,
    rooms: [
      { roomType: 'twinCabin', roomTypeDescription: 'Doppelkabine', allocation: '2', price: 2190, roomsAvailable: 10 },
      { roomType: 'singleCabin', roomTypeDescription: 'Einzelkabine', allocation: '1', price: 2690, roomsAvailable: 2 },
      { roomType: 'suite', roomTypeDescription: 'Suite', allocation: '2', price: 3290, roomsAvailable: 1 },
    ],
    maxPax: 24,
    flightControl: 0,
    flightPrice: 40000,
    airports: { departure: 'LXR', arrival: 'ASW' },
  });
  const india = series(today, {
    code: 'PAS-INDIA',
    idBase: 800000,
    firstOffset: 50,
    every: 28,
    count: 8,
    duration: 15,
    rooms: [
      { ...TWIN, price: 2790 },
      { ...SINGLE, price: 3290 },
    ],
    maxPax: 12,
    flightControl: 0,
    flightPrice: 60000,
    airports: { departure: 'DEL', arrival: 'DEL' },
  });

  const schedules: Record<string, Schedule[]> = {
    'GRP-ALPS': alps,
    'IND-ICELAND': iceland,
    'OPT-JORDAN': jordan,
    'NOF-DOLOMITES': dolomites,
    'BRK-NORWAY': norway,
    'PRT-MOROCCO': morocco,
    'CRU-NILE': nile,
    'PAS-INDIA': india,
    NODATES: [],
  };

  const travels: Record<string, Travel> = {
    'GRP-ALPS': travel('GRP-ALPS', 1, 'Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran', alps, {
      minPax: 1,
      rating: ratings('GRP-ALPS', 9),
      asiOriginal: true,
      countries: [{ ISOCountryCode: 'DE' }, { ISOCountryCode: 'AT' }, { ISOCountryCode: 'IT' }],
      includedServices: [
        '7 Übernachtungen in Hotels und Hütten',
        'Halbpension',
        'Deutschsprachige Bergwanderführung',
        'Gepäcktransport an Wandertagen',
      ],
      priceInformation: 'Preise pro Person, inklusive Flug ab/bis Innsbruck.',
      priceNotice:
        'Kinder unter 12 Jahren reisen im Zimmer der Eltern 10 % günstiger; der Nachlass wird nach der Buchung gutgeschrieben.',
    }),
    'IND-ICELAND': travel('IND-ICELAND', 2, 'Island individuell: Ringstraße mit dem Mietwagen', iceland, {
      isGroup: false,
      minPax: 2,
      countries: [{ ISOCountryCode: 'IS' }],
      rating: ratings('IND-ICELAND', 3),
      priceInformation: 'Preise pro Person, ohne Flug: Den Flug zu deinen Wunschterminen buchen wir auf Anfrage dazu.',
    }),
    'OPT-JORDAN': travel('OPT-JORDAN', 3, 'Jordanien: Petra, Wadi Rum und das Tote Meer', jordan, {
      countries: [{ ISOCountryCode: 'JO' }],
      internalFlightControl: true,
      rating: ratings('OPT-JORDAN', 8),
    }),
    'NOF-DOLOMITES': travel('NOF-DOLOMITES', 4, 'Dolomiten mit Hund: Wandern rund um die Drei Zinnen', dolomites, {
      dogFriendly: true,
      countries: [{ ISOCountryCode: 'IT' }],
    }),
    'BRK-NORWAY': travel('BRK-NORWAY', 5, 'Hurtigruten: Postschiff zum Nordkap', norway, {
      isBroker: true,
      brokerName: 'Nordlys Reisen GmbH',
      terms: '/broker/nordlys/agb',
      gdprUrl: '/broker/nordlys/datenschutz',
      countries: [{ ISOCountryCode: 'NO' }],
    }),
    'PRT-MOROCCO': travel('PRT-MOROCCO', 6, 'Marokko: Königsstädte und Sahara', morocco, {
      isPartner: true,
      organizer: 'ATLAS',
      countries: [{ ISOCountryCode: 'MA' }],
    }),
    'CRU-NILE': travel('CRU-NILE', 7, 'Nilkreuzfahrt: Von Luxor nach Assuan', nile, {
      isCruise: true,
      countries: [{ ISOCountryCode: 'EG' }],
    }),
    'PAS-INDIA': travel('PAS-INDIA', 8, 'Indien: Rajasthan und der Taj Mahal', india, {
      needsPassport: true,
      countries: [{ ISOCountryCode: 'IN' }],
    }),
    NODATES: travel('NODATES', 9, 'Patagonien: Neue Termine in Planung', [], { countries: [{ ISOCountryCode: 'AR' }] }),
  };

  const upgrades: Record<string, ServiceEntry[]> = {
    'GRP-ALPS': [
      entry(11, 'UPG-LUGGAGE', 'Zusätzlicher Gepäcktransport am Anreisetag', 49),
      entry(12, 'UPG-TAX', 'Kurtaxe', 25, {
        compulsoryPaxMin: 1,
        compulsoryPaxMax: 99,
        validFrom: day(today, 0),
        validUntil: day(today, 500),
        description: 'Wird mit dem Reisepreis berechnet und ist für alle Reisenden verpflichtend.',
      }),
      entry(13, 'UPG-SUMMIT', 'Private Gipfelführung', -1, {
        description: 'Individuelle Tour mit eigenem Bergführer, Preis auf Anfrage.',
      }),
    ],
    'PRT-MOROCCO': [
      entry(21, 'UPG-DESERT', 'Wüstencamp-Zuschlag', 120, {
        compulsoryPaxMin: 1,
        compulsoryPaxMax: 99,
        validFrom: day(today, 0),
        validUntil: day(today, 500),
      }),
      entry(22, 'UPG-HAMMAM', 'Hammam-Besuch in Marrakesch', 45),
    ],
    'OPT-JORDAN': [entry(31, 'UPG-JEEP', 'Jeep-Tour im Wadi Rum', 65)],
  };

  const equipment: Record<string, ServiceEntry[]> = {
    'GRP-ALPS': [
      entry(41, 'EQ-EBIKE', 'E-Bike für den Radtag', 180, { subCategory: 'EB' }),
      entry(42, 'EQ-BOOTS', 'Leih-Wanderschuhe', 40, { subCategory: 'ST' }),
    ],
    'NOF-DOLOMITES': [
      entry(43, 'EQ-POLES', 'Wanderstöcke', 15),
      entry(44, 'EQ-TRAIN', 'Bahnanreise ab München Hbf', 89, { subCategory: 'TRN' }),
      entry(45, 'EQ-BUS', 'Bus-Shuttle ab Innsbruck', 35, { subCategory: 'BUS' }),
    ],
  };

  const transfers: Record<string, ServiceEntry[]> = {
    'GRP-ALPS': [
      entry(51, 'TR-FH', 'Transfer Flughafen – Hotel', 45, { subCategory: 'FH' }),
      entry(52, 'TR-HF', 'Transfer Hotel – Flughafen', 45, { subCategory: 'HF' }),
      entry(53, 'TR-VH', 'Transfer Vorprogramm-Hotel – Hotel', 30, { subCategory: 'VH' }),
      entry(54, 'TR-HN', 'Transfer Hotel – Nachprogramm-Hotel', 30, { subCategory: 'HN' }),
    ],
    'OPT-JORDAN': [
      entry(55, 'TR-FH', 'Transfer Flughafen Amman – Hotel', 25, { subCategory: 'FH' }),
      entry(56, 'TR-HF', 'Transfer Hotel – Flughafen Amman', 25, { subCategory: 'HF' }),
    ],
  };

  const accommodations: Record<string, Accommodation[]> = {
    'GRP-ALPS': [
      extension(
        61,
        'EXT-PRE-OBERSTDORF',
        'Vorprogramm Oberstdorf',
        80,
        { vv: 2, nv: 0 },
        'Zwei Nächte im Hotel Mohren vor dem Start der Wanderung.',
      ),
      extension(
        62,
        'EXT-POST-MERAN',
        'Verlängerung Meran',
        85,
        { vv: 0, nv: 3 },
        'Drei Nächte im Hotel Adria mit Therme.',
      ),
      extension(
        63,
        'EXT-POST-BOZEN',
        'Verlängerung Bozen',
        -1,
        { vv: 0, nv: 2 },
        'Zwei Nächte in Bozen, Preis auf Anfrage.',
      ),
    ],
    'CRU-NILE': [
      extension(64, 'EXT-PRE-CAIRO', 'Vorprogramm Kairo', 110, { vv: 3, nv: 0 }, 'Pyramiden und Ägyptisches Museum.'),
    ],
  };

  // The trip's own flights of each conveyor or fixed-flight date; PRT-MOROCCO's come in two variants
  // (positions 0 and 1: from Frankfurt or from Munich) for the flight position choice.
  const homeAirports = [
    { code: 'FRA', name: 'Frankfurt', city: 'Frankfurt am Main', carrier: 'LH', number: 1200 },
    { code: 'MUC', name: 'München', city: 'München', carrier: 'LH', number: 1700 },
  ];
  const flights: Record<string, Flight[]> = {};
  for (const [code, list] of Object.entries(schedules)) {
    const starts = [
      ...new Map(list.filter((s) => s.flightControl === 0 || s.flightControl === 1).map((s) => [s.start, s])).values(),
    ];
    const variants = code === 'PRT-MOROCCO' ? homeAirports : homeAirports.slice(0, 1);
    flights[code] = starts.flatMap((s, i) =>
      variants.flatMap(({ carrier, number, ...home }, position) => [
        {
          start: s.start,
          outbound: true,
          inbound: false,
          onRequest: false,
          price: 0,
          segment: 0,
          carrier,
          flightNumber: `${carrier} ${number + i}`,
          position,
          departure: { airport: home, date: `${s.start}T${position === 0 ? '08:15' : '09:40'}:00` },
          arrival: {
            airport: { code: s.flightArrivalAirportCode ?? 'INN', name: s.flightArrivalAirportCode ?? 'INN', city: '' },
            date: `${s.start}T${position === 0 ? '10:05' : '12:10'}:00`,
          },
        },
        {
          start: s.start,
          outbound: false,
          inbound: true,
          onRequest: false,
          price: 0,
          segment: 0,
          carrier,
          flightNumber: `${carrier} ${number + 100 + i}`,
          position,
          departure: {
            airport: {
              code: s.flightDepartureAirportCode ?? 'INN',
              name: s.flightDepartureAirportCode ?? 'INN',
              city: '',
            },
            date: `${s.end}T${position === 0 ? '16:40' : '13:20'}:00`,
          },
          arrival: { airport: home, date: `${s.end}T${position === 0 ? '18:30' : '15:45'}:00` },
        },
      ]),
    );
  }

  const airports: AirportGroups = {
    DE: [
      ['FRA', 'Frankfurt', 'Frankfurt am Main'],
      ['MUC', 'München', 'München'],
      ['BER', 'Berlin Brandenburg', 'Berlin'],
      ['HAM', 'Hamburg', 'Hamburg'],
      ['DUS', 'Düsseldorf', 'Düsseldorf'],
      ['STR', 'Stuttgart', 'Stuttgart'],
      ['CGN', 'Köln/Bonn', 'Köln'],
    ].map(([code, name, city]) => ({ code: code ?? '', name: name ?? '', city: city ?? '' })),
    AT: [
      ['VIE', 'Wien-Schwechat', 'Wien'],
      ['SZG', 'Salzburg', 'Salzburg'],
      ['INN', 'Innsbruck', 'Innsbruck'],
      ['GRZ', 'Graz', 'Graz'],
    ].map(([code, name, city]) => ({ code: code ?? '', name: name ?? '', city: city ?? '' })),
    CH: [
      ['ZRH', 'Zürich', 'Zürich'],
      ['GVA', 'Genf', 'Genf'],
      ['BSL', 'Basel-Mulhouse', 'Basel'],
    ].map(([code, name, city]) => ({ code: code ?? '', name: name ?? '', city: city ?? '' })),
    IT: [
      ['MXP', 'Mailand Malpensa', 'Mailand'],
      ['FCO', 'Rom Fiumicino', 'Rom'],
      ['VCE', 'Venedig', 'Venedig'],
      ['BZO', 'Bozen', 'Bozen'],
    ].map(([code, name, city]) => ({ code: code ?? '', name: name ?? '', city: city ?? '' })),
    LUX: [{ code: 'LUX', name: 'Luxemburg-Findel', city: 'Luxemburg' }],
  };

  const railFly: RailFly[] = [
    { ...entry(71, 'RAF-2', 'Rail&Fly 2. Klasse', 79), tui: false },
    { ...entry(72, 'RAF-1', 'Rail&Fly 1. Klasse', 139), tui: false },
    { ...entry(73, 'RAF-TUI', 'Zug zum Flug (TUI)', 69), tui: true },
  ];

  const benefits: Record<string, Benefit[]> = {
    ibe: [
      { id: 1, name: 'Kleine Gruppen', content: 'Im Schnitt reisen 12 Gäste gemeinsam.' },
      { id: 2, name: 'Geprüfte Reiseleitung', content: 'Unsere Guides kennen ihre Region seit vielen Jahren.' },
      { id: 3, name: 'Sicher bezahlen', content: 'Deine Anzahlung ist durch den Sicherungsschein geschützt.' },
      { id: 4, name: 'Persönliche Beratung', content: 'Unser Team ist montags bis freitags für dich da.' },
      { id: 5, name: 'Klimaschutz', content: 'Wir kompensieren die CO₂-Emissionen deiner Reise.' },
    ],
    general: [
      { id: 6, name: 'Seit 1957', content: 'Erfahrung aus über sechzig Jahren Reiseveranstaltung.' },
      { id: 7, name: 'Nachhaltig reisen', content: 'Lokale Partner und faire Bezahlung.' },
      { id: 8, name: 'Flexibel buchen', content: 'Mit dem Flex-Tarif bis 31 Tage vor Abreise kostenfrei umbuchen.' },
      { id: 9, name: 'Bestpreis', content: 'Direkt beim Veranstalter zum besten Preis.' },
    ],
  };

  const countries = [
    ['DE', 'Deutschland', 'Germany', 'Germania'],
    ['AT', 'Österreich', 'Austria', 'Austria'],
    ['CH', 'Schweiz', 'Switzerland', 'Svizzera'],
    ['IT', 'Italien', 'Italy', 'Italia'],
    ['LU', 'Luxemburg', 'Luxembourg', 'Lussemburgo'],
    ['FR', 'Frankreich', 'France', 'Francia'],
    ['BE', 'Belgien', 'Belgium', 'Belgio'],
    ['NL', 'Niederlande', 'Netherlands', 'Paesi Bassi'],
    ['DK', 'Dänemark', 'Denmark', 'Danimarca'],
    ['PL', 'Polen', 'Poland', 'Polonia'],
    ['CZ', 'Tschechien', 'Czechia', 'Cechia'],
    ['GB', 'Vereinigtes Königreich', 'United Kingdom', 'Regno Unito'],
    ['US', 'Vereinigte Staaten', 'United States', 'Stati Uniti'],
  ].map(([value, de, en, it]) => ({ value: value ?? '', de: de ?? '', en: en ?? '', it: it ?? '' }));

  const base = { ...EMPTY_USER, password: 'reisen123' };
  const users = [
    {
      ...base,
      id: 1001,
      gender: 'female' as const,
      firstname: 'Klara',
      lastname: 'Kunde',
      email: 'kunde@example.com',
      street: 'Hauptstraße 5',
      zip: '80331',
      city: 'München',
      birthday: '1980-04-12',
      telephone: '+49 89 1234567',
    },
    {
      ...base,
      id: 1002,
      gender: 'male' as const,
      firstname: 'Anton',
      lastname: 'Agent',
      email: 'agentur@example.com',
      isTravelAgency: true,
      canGenerateVVI: true,
      companyName: 'Reisebüro Sonnenschein',
      erpId: 'AG-4711',
      roles: ['ROLE_AGENCY'],
    },
    {
      ...base,
      id: 1003,
      gender: 'female' as const,
      firstname: 'Dora',
      lastname: 'Direkt',
      email: 'direkt@example.com',
      isTravelAgency: true,
      paymentDirect: true,
      companyName: 'Reisewelt Direkt',
      erpId: 'AG-0815',
      roles: ['ROLE_AGENCY'],
    },
    {
      ...base,
      id: 1004,
      gender: 'male' as const,
      firstname: 'Paul',
      lastname: 'Partner',
      email: 'partner@example.com',
      isTravelAgency: true,
      companyName: 'Atlas Partnerreisen',
      erpId: 'PA-0001',
      roles: ['ROLE_PARTNER'],
    },
  ];

  const insuranceOffers: InsuranceOffer[] = [
    {
      id: 'ERV-RRV',
      offerId: null,
      name: 'Reiserücktritt',
      year: false,
      services: ['rrv', 'rab'],
      tariffs: {
        D: {
          offerId: 'ERV-RRV-D',
          price: 89,
          agb: '/versicherung/agb-rrv.pdf',
          benefits: '/versicherung/leistungen-rrv',
        },
        O: {
          offerId: 'ERV-RRV-O',
          price: 119,
          agb: '/versicherung/agb-rrv.pdf',
          benefits: '/versicherung/leistungen-rrv',
        },
      },
    },
    {
      id: 'ERV-KOMPLETT',
      offerId: null,
      name: 'Rundum-Sorglos-Schutz',
      year: false,
      services: ['rrv', 'rab', 'kv', 'gep', 'unf', 'haft', 'covq'],
      tariffs: {
        D: {
          offerId: 'ERV-KOMPLETT-D',
          price: 159,
          agb: '/versicherung/agb-komplett.pdf',
          benefits: '/versicherung/leistungen-komplett',
        },
        O: {
          offerId: 'ERV-KOMPLETT-O',
          price: 199,
          agb: '/versicherung/agb-komplett.pdf',
          benefits: '/versicherung/leistungen-komplett',
        },
      },
    },
    {
      id: 'ERV-FLUG',
      offerId: null,
      name: 'Reiseschutz mit Flug',
      year: false,
      services: ['rrv', 'rab', 'gep'],
      tariffs: {
        D: {
          offerId: 'ERV-FLUG-D',
          price: 99,
          agb: '/versicherung/agb-flug.pdf',
          benefits: '/versicherung/leistungen-flug',
        },
        O: {
          offerId: 'ERV-FLUG-O',
          price: 129,
          agb: '/versicherung/agb-flug.pdf',
          benefits: '/versicherung/leistungen-flug',
        },
      },
    },
    {
      id: 'ERV-JAHR',
      offerId: null,
      name: 'Jahres-Reiseschutz',
      year: true,
      services: ['rrv', 'kv'],
      tariffs: {
        O: {
          offerId: 'ERV-JAHR-O',
          price: 249,
          agb: '/versicherung/agb-jahr.pdf',
          benefits: '/versicherung/leistungen-jahr',
        },
      },
    },
  ];

  const vouchers = [
    { code: 'SOMMER50', reduction: 50, percentage: null },
    { code: 'PROZENT10', reduction: null, percentage: 10 },
    { code: 'GROSS5000', reduction: 5000, percentage: null },
    { code: 'GUELTIG', reduction: null, percentage: null },
    { code: 'EINGELOEST', reduction: 100, percentage: null },
  ];

  return {
    travels,
    schedules,
    upgrades,
    equipment,
    transfers,
    accommodations,
    flights,
    airports,
    railFly,
    benefits,
    countries,
    users,
    insuranceOffers,
    vouchers,
  };
}
