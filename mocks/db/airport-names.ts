import type { Language } from '../../src/config/language';
import type { AirportGroups } from '../../src/api/schemas';
import { AIRPORT_NAMES } from '../texts';

export function airportsIn(language: Language, groups: AirportGroups): AirportGroups {
  if (language === 'de') return groups;
  const named = (list: AirportGroups['DE']) =>
    list.map((a) => {
      const names = AIRPORT_NAMES[a.code]?.[language];
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
