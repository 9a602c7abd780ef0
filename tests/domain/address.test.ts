import { describe, expect, it } from 'vitest';
import { splitStreet } from '@/domain/address';

describe('a profile\'s street split into street and house number (spec part 2 §3 "street, number"; issue 23)', () => {
  it.each([
    ['Hauptstraße 5', 'Hauptstraße', '5'],
    ['Hauptstr. 12a', 'Hauptstr.', '12a'],
    ['Am Markt 3-5', 'Am Markt', '3-5'],
    ['Via Roma, 10', 'Via Roma', '10'],
    ['Via Roma 10/B', 'Via Roma', '10/B'],
    ['Straße des 17. Juni 4', 'Straße des 17. Juni', '4'],
    ['221B Baker Street', 'Baker Street', '221B'],
    ['  Lindenweg   7  ', 'Lindenweg', '7'],
    ['Hauptstraße', 'Hauptstraße', ''],
    ['Straße des 17. Juni', 'Straße des 17. Juni', ''],
    ['Industriestraße 123456', 'Industriestraße 123456', ''],
    ['12', '12', ''],
    ['', '', ''],
  ])('%j -> %j, %j', (text, street, number) => {
    expect(splitStreet(text)).toEqual({ street, number });
  });
});
