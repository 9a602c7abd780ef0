/** The departure airport type-ahead (spec part 2 §3: airports grouped DE, AT, CH, IT, LUX; minimum input 0). */
import { searchForm as normalise } from './search-text';

interface AirportFacts {
  code: string;
  name: string;
  city: string;
}

/** How an airport is written in the field and the list: 'München (MUC)'. */
export function airportLabel(airport: AirportFacts): string {
  return `${airport.name} (${airport.code})`;
}

/**
 * The airports matching typed text, group by group in the given order: with no text all of them;
 * otherwise the one whose code it is first, then names or cities starting with it, then those
 * containing it. Groups left empty go.
 */
export function matchAirports<G extends string, A extends AirportFacts>(
  groups: readonly { group: G; airports: readonly A[] }[],
  text: string,
): { group: G; airports: A[] }[] {
  const wanted = normalise(text);
  return groups
    .map(({ group, airports }) => {
      if (wanted === '') return { group, airports: [...airports] };
      const rank = (a: A) => {
        const name = normalise(a.name);
        const city = normalise(a.city);
        if (a.code.toLowerCase() === wanted || normalise(airportLabel(a)) === wanted) return 0;
        if (name.startsWith(wanted) || city.startsWith(wanted)) return 1;
        if (name.includes(wanted) || city.includes(wanted) || a.code.toLowerCase().startsWith(wanted)) return 2;
        return 3;
      };
      const ranked = airports.map((airport) => ({ airport, rank: rank(airport) })).filter((r) => r.rank < 3);
      return { group, airports: ranked.sort((a, b) => a.rank - b.rank).map((r) => r.airport) };
    })
    .filter((g) => g.airports.length > 0);
}

/** The airport typed text names exactly (its code or its label), if any. */
export function airportNamed<A extends AirportFacts>(airports: readonly A[], text: string): A | null {
  const wanted = normalise(text);
  if (wanted === '') return null;
  return (
    airports.find(
      (a) => a.code.toLowerCase() === wanted || normalise(airportLabel(a)) === wanted || normalise(a.name) === wanted,
    ) ?? null
  );
}
