/** Typed text and a name compared for a type-ahead: accents, case and outer spaces left out ('Österreich' ~ 'oster'). */
export const searchForm = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
