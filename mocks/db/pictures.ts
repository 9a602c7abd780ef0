import type { TripImage } from '../../src/api/schemas';
import type { DemoTripCode } from './demo-trips';

/** Where the demo serves its trips' pictures (build/mock-worker.ts, from mocks/pictures). */
export const PICTURE_PATH = '/demo-pictures';

/** The demo pictures' alt texts in German (content-languages.ts has them in English and Italian). */
const ALT: Record<DemoTripCode, string> = {
  'GRP-ALPS': 'Schneebedeckte Gipfel über grünen Almwiesen, ein Wanderweg führt hinauf',
  'IND-ICELAND': 'Eine Straße durch grünes Hochland, dahinter ein Wasserfall',
  'OPT-JORDAN': 'Rote Felsen in der Wüste bei Sonnenuntergang',
  'NOF-DOLOMITES': 'Rosa leuchtende Felstürme über Bergwald',
  'BRK-NORWAY': 'Ein Postschiff im Fjord zwischen steilen Bergen',
  'PRT-MOROCCO': 'Sanddünen und eine Palme in der Abendsonne',
  'CRU-NILE': 'Ein Segelboot auf dem Nil, am Ufer Palmen',
  'PAS-INDIA': 'Der Taj Mahal im Morgenlicht, davor das Wasserbecken',
  NODATES: 'Granitgipfel über einem Gletschersee in Patagonien',
};

/** A demo trip's picture as the replies carry it: WebP first, JPEG for browsers without it. */
export function pictureOf(code: string): TripImage | null {
  const alt = (ALT as Record<string, string | undefined>)[code];
  if (alt === undefined) return null;
  return {
    src: `${PICTURE_PATH}/${code}.jpg`,
    alt,
    width: 480,
    height: 320,
    sources: [{ src: `${PICTURE_PATH}/${code}.webp`, type: 'image/webp' }],
  };
}
