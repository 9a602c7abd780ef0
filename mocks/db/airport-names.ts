import type { Language } from '../../src/config/language';
import type { AirportGroups } from '../../src/api/schemas';

/**
 * Airport and city names in English and Italian (the catalogue's are German): the server answers
 * `GET /fapi/airport` in the request's language, so a person finds 'Munich' or 'Monaco di Baviera'.
 */
const NAMES: Record<string, { en: [string, string]; it: [string, string] }> = {
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

export function airportsIn(language: Language, groups: AirportGroups): AirportGroups {
  if (language === 'de') return groups;
  const named = (list: AirportGroups['DE']) =>
    list.map((a) => {
      const names = NAMES[a.code]?.[language];
      return names ? { ...a, name: names[0], city: names[1] } : a;
    });
  return {
    DE: named(groups.DE),
    AT: named(groups.AT),
    CH: named(groups.CH),
    IT: named(groups.IT),
    LUX: named(groups.LUX),
  };
}
