import type { Language } from '../src/config/language';

// Every text the mock server says or serves, by page language: its messages, the e-mails it sends,
// the demo's page configuration, and the catalogue's content and airport names (German in the
// catalogue, translated here). A new page language is one more entry in each table below, and the
// compiler names every one it still lacks.

/** The languages the catalogue's German content is translated into. */
type Translated = Exclude<Language, 'de'>;

/** A gift voucher as its e-mail names it. */
interface VoucherMail {
  firstname: string;
  recipient: string;
  /** The amount, written out ('EUR 100,00'). */
  amount: string;
  code: string;
  orderNo: string;
  /** The voucher's PDF, or the page that pays it. */
  link: string;
}

/** What the mock server says in one language. */
interface MockTexts {
  /** Any 5xx the mock is told to answer. */
  serverUnavailable: string;
  tripNotFound: string;
  /** The answer to a subscription to a trip's date updates. */
  subscribed: string;
  /** A submitted booking without what it needs ({fields}), and a booking number that is unknown. */
  booking: { incomplete: string; notFound: string };
  /** Why an option booking cannot be confirmed. */
  option: Record<'unknown' | 'badToken' | 'expired' | 'already', string>;
  insurance: { noPolicy: string; tooOld: string; country: string };
  payment: Record<
    'notFound' | 'category' | 'alreadyPaid' | 'cardData' | 'badRequest' | 'declined' | 'token' | 'providerError',
    string
  >;
  user: { invalid: string; taken: string };
  voucher: { unknown: string; redeemed: string; orderIncomplete: string; unknownPdf: string };
  /** The e-mails the operator sends (GET /__mock/mail/{no}). */
  mail: {
    booking: (name: string, bookingNo: string, link: string) => string;
    giftVoucher: (voucher: VoucherMail) => string;
    giftVoucherOpen: (voucher: VoucherMail) => string;
  };
  /** The demo's page configuration: the sales team's hours, the gift voucher designs. */
  demo: {
    salesHours: string;
    voucherTemplates: Record<'mountains' | 'north', { title: string; text: string; alt: string }> & {
      river: { title: string; alt: string };
    };
  };
}

const MOCK_TEXTS: Record<Language, MockTexts> = {
  de: {
    serverUnavailable: 'Der Server ist vorübergehend nicht erreichbar. Bitte versuche es später erneut.',
    tripNotFound: 'Diese Reise gibt es nicht.',
    subscribed: 'Du bist für Termin-Updates registriert.',
    booking: { incomplete: 'Die Buchung ist unvollständig: {fields}.', notFound: 'Diese Buchung gibt es nicht.' },
    option: {
      unknown: 'Zu dieser Nummer gibt es keine Option.',
      badToken: 'Der Bestätigungslink ist ungültig.',
      expired: 'Die Option ist abgelaufen und kann nicht mehr bestätigt werden.',
      already: 'Diese Option ist bereits bestätigt.',
    },
    insurance: {
      noPolicy: 'Zu dieser Buchung gibt es keine Versicherung.',
      tooOld: 'Für Reisende ab 75 Jahren können wir diesen Tarif nicht anbieten.',
      country: 'Für dieses Wohnsitzland können wir keine Versicherung anbieten.',
    },
    payment: {
      notFound: 'Diese Buchung gibt es nicht.',
      category: 'Diese Zahlungsart gibt es nicht.',
      alreadyPaid: 'Diese Buchung ist bereits bezahlt.',
      cardData: 'Kartendaten nehmen wir nicht an: die Karte geht an den Zahlungsdienst.',
      badRequest: 'Die Zahlung ist unvollständig.',
      declined: 'Die Karte wurde abgelehnt.',
      token: 'Die Zahlung konnte nicht ausgeführt werden.',
      providerError: 'Der Zahlungsdienst antwortet nicht.',
    },
    user: { invalid: 'Die Daten waren ungültig.', taken: 'Zu dieser E-Mail-Adresse gibt es schon ein Kundenkonto.' },
    voucher: {
      unknown: 'Dieser Gutschein ist nicht gültig.',
      redeemed: 'Dieser Gutschein wurde bereits eingelöst.',
      orderIncomplete: 'Die Bestellung des Gutscheins ist unvollständig.',
      unknownPdf: 'Diesen Gutschein gibt es nicht.',
    },
    mail: {
      booking: (name, no, link) =>
        `Hallo ${name},\n\nvielen Dank für deine Buchung ${no}. Den fälligen Betrag kannst du hier online bezahlen:\n${link}\n\nDein ASI-Team`,
      giftVoucher: (v) =>
        `Hallo ${v.firstname},\n\nhier ist dein Reisegutschein für ${v.recipient} über ${v.amount}.\nGutscheincode: ${v.code}\nAls PDF: ${v.link}\n\nDein ASI-Team`,
      giftVoucherOpen: (v) =>
        `Hallo ${v.firstname},\n\ndanke für deine Bestellung ${v.orderNo}. Den Gutschein senden wir, sobald er bezahlt ist:\n${v.link}\n\nDein ASI-Team`,
    },
    demo: {
      salesHours: 'Mo–Fr 9–18 Uhr',
      voucherTemplates: {
        mountains: {
          title: 'Berge',
          text: 'Für alle, die nach oben wollen: Gipfel, Hütten und weite Blicke.',
          alt: 'Schneebedeckte Gipfel über grünen Almwiesen',
        },
        north: {
          title: 'Hoher Norden',
          text: 'Wasserfälle, Hochland und Mitternachtssonne.',
          alt: 'Eine Straße durch grünes Hochland, dahinter ein Wasserfall',
        },
        river: { title: 'Am Fluss', alt: 'Ein Segelboot auf dem Nil, am Ufer Palmen' },
      },
    },
  },
  en: {
    serverUnavailable: 'The server is temporarily unavailable. Please try again later.',
    tripNotFound: 'This trip does not exist.',
    subscribed: 'You are registered for date updates.',
    booking: { incomplete: 'The booking is incomplete: {fields}.', notFound: 'This booking does not exist.' },
    option: {
      unknown: 'There is no option with this number.',
      badToken: 'The confirmation link is not valid.',
      expired: 'The option has expired and can no longer be confirmed.',
      already: 'This option has already been confirmed.',
    },
    insurance: {
      noPolicy: 'This booking has no insurance.',
      tooOld: 'We cannot offer this tariff to travellers aged 75 or over.',
      country: 'We cannot offer insurance for this country of residence.',
    },
    payment: {
      notFound: 'This booking does not exist.',
      category: 'This payment method does not exist.',
      alreadyPaid: 'This booking has already been paid.',
      cardData: 'We do not take card data: the card goes to the payment provider.',
      badRequest: 'The payment is incomplete.',
      declined: 'The card was declined.',
      token: 'The payment could not be made.',
      providerError: 'The payment service does not answer.',
    },
    user: { invalid: 'The details were invalid.', taken: 'There is already an account for this e-mail address.' },
    voucher: {
      unknown: 'This voucher is not valid.',
      redeemed: 'This voucher has already been redeemed.',
      orderIncomplete: 'The voucher order is incomplete.',
      unknownPdf: 'This voucher does not exist.',
    },
    mail: {
      booking: (name, no, link) =>
        `Hello ${name},\n\nthank you for your booking ${no}. You can pay the amount due online here:\n${link}\n\nYour ASI team`,
      giftVoucher: (v) =>
        `Hello ${v.firstname},\n\nhere is your travel voucher for ${v.recipient} worth ${v.amount}.\nVoucher code: ${v.code}\nAs a PDF: ${v.link}\n\nYour ASI team`,
      giftVoucherOpen: (v) =>
        `Hello ${v.firstname},\n\nthank you for your order ${v.orderNo}. We send the voucher once it is paid:\n${v.link}\n\nYour ASI team`,
    },
    demo: {
      salesHours: 'Mon–Fri 9 am–6 pm',
      voucherTemplates: {
        mountains: {
          title: 'Mountains',
          text: 'For everyone who wants to go up: peaks, huts and wide views.',
          alt: 'Snow-capped peaks above green alpine meadows',
        },
        north: {
          title: 'Far north',
          text: 'Waterfalls, highlands and the midnight sun.',
          alt: 'A road through green highlands, a waterfall behind',
        },
        river: { title: 'By the river', alt: 'A sailing boat on the Nile, palm trees on the bank' },
      },
    },
  },
  it: {
    serverUnavailable: 'Il server non è momentaneamente raggiungibile. Riprova più tardi.',
    tripNotFound: 'Questo viaggio non esiste.',
    subscribed: 'Sei iscritto agli aggiornamenti sulle date.',
    booking: { incomplete: 'La prenotazione è incompleta: {fields}.', notFound: 'Questa prenotazione non esiste.' },
    option: {
      unknown: 'Non esiste alcuna opzione con questo numero.',
      badToken: 'Il link di conferma non è valido.',
      expired: "L'opzione è scaduta e non può più essere confermata.",
      already: 'Questa opzione è già stata confermata.',
    },
    insurance: {
      noPolicy: "Questa prenotazione non ha un'assicurazione.",
      tooOld: 'Non possiamo offrire questa tariffa a viaggiatori dai 75 anni in su.',
      country: "Non possiamo offrire un'assicurazione per questo paese di residenza.",
    },
    payment: {
      notFound: 'Questa prenotazione non esiste.',
      category: 'Questo metodo di pagamento non esiste.',
      alreadyPaid: 'Questa prenotazione è già stata pagata.',
      cardData: 'Non accettiamo dati della carta: la carta va al fornitore del servizio di pagamento.',
      badRequest: 'Il pagamento è incompleto.',
      declined: 'La carta è stata rifiutata.',
      token: 'Non è stato possibile eseguire il pagamento.',
      providerError: 'Il servizio di pagamento non risponde.',
    },
    user: { invalid: 'I dati non erano validi.', taken: 'Esiste già un account per questo indirizzo e-mail.' },
    voucher: {
      unknown: 'Questo buono non è valido.',
      redeemed: 'Questo buono è già stato utilizzato.',
      orderIncomplete: "L'ordine del buono è incompleto.",
      unknownPdf: 'Questo buono non esiste.',
    },
    mail: {
      booking: (name, no, link) =>
        `Ciao ${name},\n\ngrazie per la tua prenotazione ${no}. Puoi pagare online l'importo dovuto qui:\n${link}\n\nIl tuo team ASI`,
      giftVoucher: (v) =>
        `Ciao ${v.firstname},\n\necco il tuo buono viaggio per ${v.recipient} del valore di ${v.amount}.\nCodice: ${v.code}\nIn PDF: ${v.link}\n\nIl tuo team ASI`,
      giftVoucherOpen: (v) =>
        `Ciao ${v.firstname},\n\ngrazie per il tuo ordine ${v.orderNo}. Ti inviamo il buono appena è pagato:\n${v.link}\n\nIl tuo team ASI`,
    },
    demo: {
      salesHours: 'lun–ven 9–18',
      voucherTemplates: {
        mountains: {
          title: 'Montagne',
          text: 'Per chi vuole salire: vette, rifugi e panorami.',
          alt: 'Vette innevate sopra verdi pascoli alpini',
        },
        north: {
          title: 'Grande Nord',
          text: 'Cascate, altopiani e sole di mezzanotte.',
          alt: 'Una strada tra altopiani verdi, dietro una cascata',
        },
        river: { title: 'Sul fiume', alt: 'Una barca a vela sul Nilo, palme sulla riva' },
      },
    },
  },
};

/** What the mock server says in a language. */
export const mockTexts = (language: Language): MockTexts => MOCK_TEXTS[language];

/**
 * The demo catalogue's trip content in every other language, keyed by its German text: trip names,
 * included services, price notes, services, extensions, selling points, reviews, room and board
 * names, insurance names, pictures' alt texts. A real back end answers in the language of
 * `Accept-Language`; the mock does the same by translating its German replies (db/content-languages).
 */
export const CONTENT: Record<string, Record<Translated, string>> = {
  // Pictures' alt texts (pictures.ts)
  'Schneebedeckte Gipfel über grünen Almwiesen, ein Wanderweg führt hinauf': {
    en: 'Snow-capped peaks above green alpine meadows, a hiking path leading up',
    it: 'Vette innevate sopra verdi pascoli alpini, un sentiero che sale',
  },
  'Eine Straße durch grünes Hochland, dahinter ein Wasserfall': {
    en: 'A road through green highlands, a waterfall behind',
    it: 'Una strada tra altipiani verdi, dietro una cascata',
  },
  'Rote Felsen in der Wüste bei Sonnenuntergang': {
    en: 'Red desert rocks at sunset',
    it: 'Rocce rosse nel deserto al tramonto',
  },
  'Rosa leuchtende Felstürme über Bergwald': {
    en: 'Rock towers glowing pink above a mountain forest',
    it: 'Torri di roccia rosate sopra il bosco di montagna',
  },
  'Ein Postschiff im Fjord zwischen steilen Bergen': {
    en: 'A coastal ship in a fjord between steep mountains',
    it: 'Un postale nel fiordo tra montagne ripide',
  },
  'Sanddünen und eine Palme in der Abendsonne': {
    en: 'Sand dunes and a palm tree in the evening sun',
    it: 'Dune di sabbia e una palma nel sole della sera',
  },
  'Ein Segelboot auf dem Nil, am Ufer Palmen': {
    en: 'A sailing boat on the Nile, palm trees on the bank',
    it: 'Una barca a vela sul Nilo, palme sulla riva',
  },
  'Der Taj Mahal im Morgenlicht, davor das Wasserbecken': {
    en: 'The Taj Mahal in the morning light, the pool in front',
    it: 'Il Taj Mahal nella luce del mattino, davanti la vasca',
  },
  'Granitgipfel über einem Gletschersee in Patagonien': {
    en: 'Granite peaks above a glacial lake in Patagonia',
    it: 'Vette di granito sopra un lago glaciale in Patagonia',
  },
  // Trips
  'Alpenüberquerung: Zu Fuß von Oberstdorf nach Meran': {
    en: 'Crossing the Alps: on foot from Oberstdorf to Merano',
    it: 'Traversata delle Alpi: a piedi da Oberstdorf a Merano',
  },
  'Island individuell: Ringstraße mit dem Mietwagen': {
    en: 'Iceland your way: the Ring Road by hire car',
    it: 'Islanda su misura: la Ring Road in auto a noleggio',
  },
  'Jordanien: Petra, Wadi Rum und das Tote Meer': {
    en: 'Jordan: Petra, Wadi Rum and the Dead Sea',
    it: 'Giordania: Petra, Wadi Rum e il Mar Morto',
  },
  'Dolomiten mit Hund: Wandern rund um die Drei Zinnen': {
    en: 'Dolomites with your dog: hiking around the Three Peaks',
    it: 'Dolomiti con il cane: escursioni intorno alle Tre Cime',
  },
  'Hurtigruten: Postschiff zum Nordkap': {
    en: 'Hurtigruten: the coastal ship to the North Cape',
    it: 'Hurtigruten: il postale fino a Capo Nord',
  },
  'Marokko: Königsstädte und Sahara': {
    en: 'Morocco: imperial cities and the Sahara',
    it: 'Marocco: città imperiali e Sahara',
  },
  'Nilkreuzfahrt: Von Luxor nach Assuan': {
    en: 'Nile cruise: from Luxor to Aswan',
    it: 'Crociera sul Nilo: da Luxor ad Assuan',
  },
  'Indien: Rajasthan und der Taj Mahal': {
    en: 'India: Rajasthan and the Taj Mahal',
    it: 'India: Rajasthan e il Taj Mahal',
  },
  'Patagonien: Neue Termine in Planung': {
    en: 'Patagonia: new dates being planned',
    it: 'Patagonia: nuove date in preparazione',
  },
  '7 Übernachtungen in Hotels und Hütten': {
    en: '7 nights in hotels and mountain huts',
    it: '7 pernottamenti in hotel e rifugi',
  },
  Halbpension: { en: 'Half board', it: 'Mezza pensione' },
  'Deutschsprachige Bergwanderführung': {
    en: 'German-speaking mountain guide',
    it: 'Guida escursionistica di lingua tedesca',
  },
  'Gepäcktransport an Wandertagen': {
    en: 'Luggage transfer on hiking days',
    it: 'Trasporto bagagli nei giorni di cammino',
  },
  'Preise pro Person, inklusive Flug ab/bis Innsbruck.': {
    en: 'Prices per person, including the flight from/to Innsbruck.',
    it: 'Prezzi a persona, volo da/per Innsbruck incluso.',
  },
  'Kinder unter 12 Jahren reisen im Zimmer der Eltern 10 % günstiger; der Nachlass wird nach der Buchung gutgeschrieben.':
    {
      en: "Children under 12 sharing their parents' room travel 10 % cheaper; the discount is credited after booking.",
      it: 'I bambini sotto i 12 anni in camera con i genitori viaggiano con il 10 % di sconto, accreditato dopo la prenotazione.',
    },
  'Preise pro Person, ohne Flug: Den Flug zu deinen Wunschterminen buchen wir auf Anfrage dazu.': {
    en: 'Prices per person, without flights: we add the flight on your preferred dates on request.',
    it: 'Prezzi a persona, senza volo: su richiesta aggiungiamo il volo nelle date che preferisci.',
  },
  // Reviews
  'Eine wunderbar organisierte Reise mit einer großartigen Reiseleiterin.': {
    en: 'A wonderfully organised trip with a great tour leader.',
    it: "Un viaggio organizzato benissimo con un'accompagnatrice eccezionale.",
  },
  'Traumhafte Landschaften, gute Hotels und eine tolle Gruppe. Gerne wieder!': {
    en: 'Dreamlike landscapes, good hotels and a great group. Happy to come again!',
    it: 'Paesaggi da sogno, buoni hotel e un gruppo fantastico. Da rifare!',
  },
  'Alles hat perfekt geklappt, vom Transfer bis zur letzten Wanderung.': {
    en: 'Everything worked perfectly, from the transfer to the last hike.',
    it: "Tutto è andato alla perfezione, dal transfer all'ultima escursione.",
  },
  'Die Touren waren anspruchsvoll, aber jede Mühe wert. Sehr zu empfehlen.': {
    en: 'The tours were demanding but worth every effort. Highly recommended.',
    it: 'I percorsi erano impegnativi ma valevano ogni fatica. Consigliatissimo.',
  },
  'Sehr persönliche Betreuung und viele Geheimtipps abseits der Massen.': {
    en: 'Very personal care and many insider tips away from the crowds.',
    it: 'Assistenza molto personale e tanti consigli lontano dalla folla.',
  },
  'Die Mischung aus Natur, Kultur und gutem Essen war genau richtig für uns.': {
    en: 'The mix of nature, culture and good food was just right for us.',
    it: 'Il mix di natura, cultura e buona cucina era perfetto per noi.',
  },
  'Kleine Gruppe, flexible Planung, herzliche Gastgeber. Einfach schön.': {
    en: 'Small group, flexible planning, warm hosts. Simply lovely.',
    it: 'Piccolo gruppo, programma flessibile, padroni di casa calorosi. Semplicemente bello.',
  },
  'Schon die dritte Reise mit euch und wieder begeistert. Danke!': {
    en: 'Our third trip with you and delighted again. Thank you!',
    it: 'Già il terzo viaggio con voi e di nuovo entusiasti. Grazie!',
  },
  'Besonders die Tage in den Bergen werden wir nie vergessen, vielen Dank für die umsichtige Planung und die vielen Details.':
    {
      en: 'We will never forget the days in the mountains; many thanks for the careful planning and all the details.',
      it: "Non dimenticheremo mai i giorni in montagna: grazie per l'attenta organizzazione e per i tanti dettagli.",
    },
  'Leider hat uns das Hotel nicht gefallen.': {
    en: 'Unfortunately we did not like the hotel.',
    it: "Purtroppo l'hotel non ci è piaciuto.",
  },
  // Services and extensions
  Kurtaxe: { en: 'Tourist tax', it: 'Tassa di soggiorno' },
  'Wird mit dem Reisepreis berechnet und ist für alle Reisenden verpflichtend.': {
    en: 'Charged with the trip price and compulsory for all travellers.',
    it: 'Addebitata con il prezzo del viaggio e obbligatoria per tutti i viaggiatori.',
  },
  'Zusätzlicher Gepäcktransport am Anreisetag': {
    en: 'Extra luggage transfer on the day of arrival',
    it: 'Trasporto bagagli aggiuntivo il giorno di arrivo',
  },
  'Private Gipfelführung': { en: 'Private summit guide', it: 'Guida privata in vetta' },
  'Individuelle Tour mit eigenem Bergführer, Preis auf Anfrage.': {
    en: 'An individual tour with your own mountain guide, price on request.',
    it: 'Tour individuale con guida alpina dedicata, prezzo su richiesta.',
  },
  'Hammam-Besuch in Marrakesch': { en: 'Hammam visit in Marrakesh', it: "Visita all'hammam a Marrakech" },
  'Jeep-Tour im Wadi Rum': { en: 'Jeep tour in Wadi Rum', it: 'Tour in jeep nel Wadi Rum' },
  'Wüstencamp-Zuschlag': { en: 'Desert camp supplement', it: 'Supplemento campo tendato nel deserto' },
  'Leih-Wanderschuhe': { en: 'Hiking boots to hire', it: 'Scarponi da trekking a noleggio' },
  Wanderstöcke: { en: 'Hiking poles', it: 'Bastoncini da trekking' },
  'Bahnanreise ab München Hbf': { en: 'Train from Munich Central Station', it: 'Treno da Monaco di Baviera Centrale' },
  'Bus-Shuttle ab Innsbruck': { en: 'Bus shuttle from Innsbruck', it: 'Navetta in autobus da Innsbruck' },
  'E-Bike für den Radtag': { en: 'E-bike for the cycling day', it: 'E-bike per la giornata in bici' },
  'Transfer Flughafen – Hotel': { en: 'Transfer airport – hotel', it: 'Transfer aeroporto – hotel' },
  'Transfer Hotel – Flughafen': { en: 'Transfer hotel – airport', it: 'Transfer hotel – aeroporto' },
  'Transfer Vorprogramm-Hotel – Hotel': {
    en: 'Transfer pre-tour hotel – hotel',
    it: 'Transfer hotel del pre-tour – hotel',
  },
  'Transfer Hotel – Nachprogramm-Hotel': {
    en: 'Transfer hotel – post-tour hotel',
    it: 'Transfer hotel – hotel del post-tour',
  },
  'Transfer Flughafen Amman – Hotel': {
    en: 'Transfer Amman airport – hotel',
    it: 'Transfer aeroporto di Amman – hotel',
  },
  'Transfer Hotel – Flughafen Amman': {
    en: 'Transfer hotel – Amman airport',
    it: 'Transfer hotel – aeroporto di Amman',
  },
  'Vorprogramm Oberstdorf': { en: 'Pre-tour Oberstdorf', it: 'Pre-tour a Oberstdorf' },
  'Zwei Nächte im Hotel Mohren vor dem Start der Wanderung.': {
    en: 'Two nights at Hotel Mohren before the hike starts.',
    it: "Due notti all'Hotel Mohren prima della partenza del trekking.",
  },
  'Verlängerung Meran': { en: 'Extension Merano', it: 'Estensione a Merano' },
  'Drei Nächte im Hotel Adria mit Therme.': {
    en: 'Three nights at Hotel Adria with its thermal spa.',
    it: "Tre notti all'Hotel Adria con terme.",
  },
  'Verlängerung Bozen': { en: 'Extension Bolzano', it: 'Estensione a Bolzano' },
  'Zwei Nächte in Bozen, Preis auf Anfrage.': {
    en: 'Two nights in Bolzano, price on request.',
    it: 'Due notti a Bolzano, prezzo su richiesta.',
  },
  'Vorprogramm Kairo': { en: 'Pre-tour Cairo', it: 'Pre-tour al Cairo' },
  'Pyramiden und Ägyptisches Museum.': { en: 'The pyramids and the Egyptian Museum.', it: 'Piramidi e Museo Egizio.' },
  'Rail&Fly 2. Klasse': { en: 'Rail&Fly 2nd class', it: 'Rail&Fly 2ª classe' },
  'Rail&Fly 1. Klasse': { en: 'Rail&Fly 1st class', it: 'Rail&Fly 1ª classe' },
  'Zug zum Flug (TUI)': { en: 'Train to the plane (TUI)', it: "Treno per l'aeroporto (TUI)" },
  // Rooms and board
  Doppelzimmer: { en: 'Double room', it: 'Camera doppia' },
  Einzelzimmer: { en: 'Single room', it: 'Camera singola' },
  Dreibettzimmer: { en: 'Triple room', it: 'Camera tripla' },
  Mehrbettzimmer: { en: 'Multi-bed room', it: 'Camera multipla' },
  Doppelkabine: { en: 'Double cabin', it: 'Cabina doppia' },
  Einzelkabine: { en: 'Single cabin', it: 'Cabina singola' },
  Frühstück: { en: 'Breakfast', it: 'Colazione' },
  // Selling points
  'Kleine Gruppen': { en: 'Small groups', it: 'Piccoli gruppi' },
  'Im Schnitt reisen 12 Gäste gemeinsam.': {
    en: 'On average 12 guests travel together.',
    it: 'In media viaggiano insieme 12 ospiti.',
  },
  'Geprüfte Reiseleitung': { en: 'Vetted tour leaders', it: 'Accompagnatori selezionati' },
  'Unsere Guides kennen ihre Region seit vielen Jahren.': {
    en: 'Our guides have known their region for many years.',
    it: 'Le nostre guide conoscono la loro regione da molti anni.',
  },
  'Sicher bezahlen': { en: 'Pay safely', it: 'Pagamento sicuro' },
  'Deine Anzahlung ist durch den Sicherungsschein geschützt.': {
    en: 'Your deposit is protected by the security certificate.',
    it: 'Il tuo acconto è protetto dal certificato di garanzia.',
  },
  'Persönliche Beratung': { en: 'Personal advice', it: 'Consulenza personale' },
  'Unser Team ist montags bis freitags für dich da.': {
    en: 'Our team is there for you Monday to Friday.',
    it: 'Il nostro team è a tua disposizione dal lunedì al venerdì.',
  },
  Klimaschutz: { en: 'Climate protection', it: 'Tutela del clima' },
  'Wir kompensieren die CO₂-Emissionen deiner Reise.': {
    en: 'We offset the CO₂ emissions of your trip.',
    it: 'Compensiamo le emissioni di CO₂ del tuo viaggio.',
  },
  'Seit 1957': { en: 'Since 1957', it: 'Dal 1957' },
  'Erfahrung aus über sechzig Jahren Reiseveranstaltung.': {
    en: 'Over sixty years of experience as a tour operator.',
    it: "Oltre sessant'anni di esperienza come tour operator.",
  },
  'Nachhaltig reisen': { en: 'Travel sustainably', it: 'Viaggiare in modo sostenibile' },
  'Lokale Partner und faire Bezahlung.': { en: 'Local partners and fair pay.', it: 'Partner locali e compensi equi.' },
  'Flexibel buchen': { en: 'Book flexibly', it: 'Prenota in modo flessibile' },
  'Mit dem Flex-Tarif bis 31 Tage vor Abreise kostenfrei umbuchen.': {
    en: 'With the flex tariff, change your booking free of charge up to 31 days before departure.',
    it: 'Con la tariffa flessibile modifichi gratis fino a 31 giorni prima della partenza.',
  },
  Bestpreis: { en: 'Best price', it: 'Miglior prezzo' },
  'Direkt beim Veranstalter zum besten Preis.': {
    en: 'Directly from the tour operator at the best price.',
    it: 'Direttamente dal tour operator al miglior prezzo.',
  },
  // Insurance
  Reiserücktritt: { en: 'Trip cancellation', it: 'Annullamento viaggio' },
  'Rundum-Sorglos-Schutz': { en: 'All-round cover', it: 'Protezione completa' },
  'Reiseschutz mit Flug': { en: 'Travel cover with flight', it: 'Protezione viaggio con volo' },
  'Jahres-Reiseschutz': { en: 'Annual travel cover', it: 'Protezione viaggio annuale' },
};

/**
 * Airport and city names in the other languages (the catalogue's are German): the server answers
 * `GET /fapi/airport` in the request's language, so a person finds 'Munich' or 'Monaco di Baviera'.
 */
export const AIRPORT_NAMES: Record<string, Record<Translated, [name: string, city: string]>> = {
  FRA: { en: ['Frankfurt', 'Frankfurt am Main'], it: ['Francoforte', 'Francoforte sul Meno'] },
  MUC: { en: ['Munich', 'Munich'], it: ['Monaco di Baviera', 'Monaco di Baviera'] },
  BER: { en: ['Berlin Brandenburg', 'Berlin'], it: ['Berlino Brandeburgo', 'Berlino'] },
  HAM: { en: ['Hamburg', 'Hamburg'], it: ['Amburgo', 'Amburgo'] },
  DUS: { en: ['Düsseldorf', 'Düsseldorf'], it: ['Düsseldorf', 'Düsseldorf'] },
  STR: { en: ['Stuttgart', 'Stuttgart'], it: ['Stoccarda', 'Stoccarda'] },
  CGN: { en: ['Cologne/Bonn', 'Cologne'], it: ['Colonia/Bonn', 'Colonia'] },
  VIE: { en: ['Vienna-Schwechat', 'Vienna'], it: ['Vienna-Schwechat', 'Vienna'] },
  SZG: { en: ['Salzburg', 'Salzburg'], it: ['Salisburgo', 'Salisburgo'] },
  INN: { en: ['Innsbruck', 'Innsbruck'], it: ['Innsbruck', 'Innsbruck'] },
  GRZ: { en: ['Graz', 'Graz'], it: ['Graz', 'Graz'] },
  ZRH: { en: ['Zurich', 'Zurich'], it: ['Zurigo', 'Zurigo'] },
  GVA: { en: ['Geneva', 'Geneva'], it: ['Ginevra', 'Ginevra'] },
  BSL: { en: ['Basel-Mulhouse', 'Basel'], it: ['Basilea-Mulhouse', 'Basilea'] },
  MXP: { en: ['Milan Malpensa', 'Milan'], it: ['Milano Malpensa', 'Milano'] },
  FCO: { en: ['Rome Fiumicino', 'Rome'], it: ['Roma Fiumicino', 'Roma'] },
  VCE: { en: ['Venice', 'Venice'], it: ['Venezia', 'Venezia'] },
  BZO: { en: ['Bolzano', 'Bolzano'], it: ['Bolzano', 'Bolzano'] },
  LUX: { en: ['Luxembourg-Findel', 'Luxembourg'], it: ['Lussemburgo-Findel', 'Lussemburgo'] },
};
