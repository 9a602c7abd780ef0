import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/app/i18n';
import { REQUEST_ANSWER_WORKING_DAYS } from '@/domain/on-request';
import { MAX_DOGS } from '@/domain/validation/traveller';
import { LANGUAGE_CODES } from '@/config/language';

const LANGUAGES = LANGUAGE_CODES;
type Tree = { [key: string]: string | Tree };
/** Every namespace of a language as one tree; keys of other namespaces than the core start with 'ns:'. */
const load = (language: string): Tree =>
  Object.fromEntries(
    readdirSync(`locales/${language}`)
      .filter((f) => f.endsWith('.json'))
      .flatMap((file) => {
        const tree = JSON.parse(readFileSync(`locales/${language}/${file}`, 'utf8')) as Tree;
        const ns = file.replace(/\.json$/, '');
        return ns === 'translation'
          ? Object.entries(tree)
          : Object.entries(tree).map(([key, value]) => [`${ns}:${key}`, value]);
      }),
  );

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});
}

const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(load(l))])) as Record<
  (typeof LANGUAGES)[number],
  Record<string, string>
>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it.each(LANGUAGES.filter((l) => l !== 'de'))('%s has exactly the keys of German, the source language', (language) => {
    expect(Object.keys(flat[language]).sort()).toEqual(Object.keys(flat.de).sort());
  });

  it.each(LANGUAGES)('%s has no empty text', (language) => {
    expect(Object.entries(flat[language]).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'de'))('%s uses the same placeholders as German in every text', (language) => {
    const mismatched = Object.keys(flat.de).filter(
      (key) => placeholders(flat.de[key] ?? '').join() !== placeholders(flat[language][key] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  // Product and class names read the same in every language.
  const NAMES = new Set([
    'checkout:payment.method.DINERS',
    'checkout:payment.method.VISA_DEBIT',
    'checkout:payment.method.MASTERCARD_DEBIT',
    'extras:railFly.title',
    'extras:flightUpgrade.premium',
    'extras:flightUpgrade.business',
    'extras:flightUpgrade.first',
    'flights:class.premiumEconomy',
  ]);

  it('English and Italian are translations, not copies of the German', () => {
    const same = (language: 'en' | 'it') =>
      Object.keys(flat.de).filter(
        (key) =>
          !NAMES.has(key) &&
          flat.de[key] === flat[language][key] &&
          /[a-zäöüß]{4,}/i.test((flat.de[key] ?? '').replace(/\{\{\w+\}\}/g, '')),
      );
    // Words that are the same in both languages are allowed; a copied sentence is not.
    expect(same('en').filter((key) => (flat.de[key] ?? '').includes(' '))).toEqual([]);
    expect(same('it').filter((key) => (flat.de[key] ?? '').includes(' '))).toEqual([]);
  });

  it.each([
    ['errors.headline', 'Es ist ein Fehler aufgetreten'],
    ['price.onRequest', 'auf Anfrage'],
    ['steps.schedule', 'Deine Reise'],
    ['steps.user', 'Deine Daten'],
    ['steps.overview', 'Übersicht'],
    ['validation.maxLength', 'Maximal {{n}} Zeichen erlaubt.'],
    ['booking:validation.required', 'Dieser Wert darf nicht leer sein.'],
    ['booking:validation.aboveMax', 'Dieser Wert ist zu groß, er darf maximal {{max}} betragen.'],
    ['booking:validation.belowMin', 'Dieser Wert ist zu klein, er muss mindestens {{min}} betragen.'],
    ['booking:validation.tooShort', 'Dieser Wert ist zu kurz er muss mindestens {{n}} Zeichen lang sein.'],
    ['booking:validation.tooLong', 'Dieser Wert ist zu lang er darf nur {{n}} Zeichen lang sein.'],
    ['booking:validation.pattern', 'Dieser Wert hat ein falsches Format'],
    ['validation.other', 'Dieser Wert ist nicht korrekt.'],
    ['booking:validation.selectRequired', 'dieses Feld darf nicht leer sein'],
    ['validation.requiredLabel', '{{label}} ist ein Pflichtfeld'],
    ['validation.requiredLabelForm', '{{label}} ist ein Pflichtfeld.'],
    ['validation.belowMinLabel', '{{label}} darf nicht kleiner als {{value}} sein'],
    ['validation.aboveMaxLabel', '{{label}} darf nicht größer als {{value}} sein'],
    ['booking:validation.passwordMismatch', 'Das Passwort ist nicht gleich.'],
    ['validation.airportRequired', 'Wähle einen Flughafen aus der Liste'],
    ['booking:error.invalidEmail', 'Die E-Mail-Adresse ist nicht korrekt. Bitte überprüfe deine Eingabe.'],
  ])('German %s is the spec text word for word', (key, text) => {
    expect(flat.de[key]).toBe(text);
  });

  it('a placeholder given no value throws in tests, so no test passes with "{{max}}" on the page', async () => {
    const i18n = await createI18n('de');
    await i18n.loadNamespaces('extras');
    expect(() => i18n.t('extras:dogs.max')).toThrow('missing value');
  });

  it('a missing key throws in tests, so no test passes with one on the page', async () => {
    const i18n = await createI18n('de');
    expect(() => i18n.t('no.such.key')).toThrow('missing translation: no.such.key');
  });

  it.each(LANGUAGES.filter((l) => l !== 'de'))('%s loads its own resources, not the German ones', async (language) => {
    const i18n = await createI18n(language);
    expect(i18n.t('steps.schedule')).toBe(flat[language]['steps.schedule']);
  });

  it('loads a namespace on first use and falls back to the core texts', async () => {
    const i18n = await createI18n('it');
    expect(i18n.hasLoadedNamespace('extras')).toBe(false);
    await i18n.loadNamespaces('extras');
    expect(i18n.t('services.title', { ns: 'extras' })).toBe('Servizi aggiuntivi');
    expect(i18n.t('price.onRequest', { ns: 'extras' })).toBe('su richiesta');
  });
});

describe('every message a rule returns has its text', () => {
  it.each([
    'booking:voucher.reducedBy',
    'booking:voucher.remainder',
    'booking:voucher.percentage',
    'booking:voucher.valid',
    'extras:flight.datesError.invalidDay',
    'extras:flight.datesError.invalidMonth',
    'extras:flight.datesError.invalidYear',
    'extras:flight.datesError.invalidDate',
    'extras:flight.datesError.required',
    'extras:flight.datesError.tooEarly',
    'extras:flight.datesError.tooLate',
    'extras:flight.datesError.beforeOutbound',
    'validation.step',
    'rooms.error_one',
    'rooms.error_other',
    'validation.belowMinLabel',
    'validation.requiredLabel',
    'validation.maxLength',
  ])('%s exists in German', (key) => {
    expect(flat.de[key]).toBeTruthy();
  });

  it("German 'Der Gutschein ist gültig' is the spec's word", () => {
    expect(flat.de['booking:voucher.valid']).toBe('Der Gutschein ist gültig');
  });
});

describe('no rule number in a text (numbers a text states come from src/domain by interpolation)', () => {
  // A number next to '%', a currency or a count of days, nights, weeks or hours: a rule's figure copied into a sentence, which
  // would go on saying it after the rule changes.
  const RULE_NUMBER =
    /\d+(?:\s*(?:–|-|bis|to|a)\s*\d+)?\s*(?:%|€|EUR\b|CHF\b|Tag\b|Tage|Tagen|Werktage|Werktagen|Nacht\b|Nächte|Wochen?\b|Stunden?\b|days?\b|working days|nights?\b|weeks?\b|hours?\b|giorn[oi]\b|nott[ei]\b|settiman[ae]\b|or[ae]\b)|(?:€|EUR|CHF)\s*\d/i;
  // Reviewed: figures that are no rule of ours.
  const ALLOWED = new Set([
    // A claim of the operator's marketing, shown when a trip has no selling points of its own.
    'extras:socialProof.default1',
    // What a voucher worth more than the price leaves to pay: nothing, whatever the rule.
    'booking:voucher.remainder',
  ]);

  it.each(LANGUAGES)('%s states no percentage, amount or day count of its own', (language) => {
    const copied = Object.entries(flat[language]).filter(
      ([key, text]) => !ALLOWED.has(key) && RULE_NUMBER.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '')),
    );
    expect(copied).toEqual([]);
  });

  it('the check sees a copied figure in each of its forms', () => {
    for (const text of [
      'Anzahlung (20 % des Reisepreises)',
      '20 Tage vor Reisebeginn',
      'in 1–2 Werktagen',
      'within 1 to 2 working days',
      'entro 1-2 giorni',
      '€ 50 pro Person',
      'bis 6 Wochen vor Abreise',
      'at least 1 week ahead',
      'entro 24 ore',
      'CHF 30 per person',
      '50 € Gebühr',
    ]) {
      expect(RULE_NUMBER.test(text)).toBe(true);
    }
  });

  it('the dogs limit and the time a request takes read their figures from src/domain', async () => {
    const i18n = await createI18n('de');
    await i18n.loadNamespaces(['extras', 'checkout']);
    expect(i18n.t('extras:dogs.max', { max: MAX_DOGS })).toBe(`Es können höchstens ${MAX_DOGS} Hunde mitreisen.`);
    expect(i18n.t('checkout:submit.requestNote', REQUEST_ANSWER_WORKING_DAYS)).toBe(
      `Deine Anfrage ist unverbindlich: wir prüfen die Verfügbarkeit und melden uns innerhalb von ${REQUEST_ANSWER_WORKING_DAYS.min}–${REQUEST_ANSWER_WORKING_DAYS.max} Werktagen.`,
    );
  });
});
