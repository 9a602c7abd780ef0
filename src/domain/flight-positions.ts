// The trip's own flights of a date can come in several variants, numbered by `position` (spec part 1
// §3 Flight 'position', §4 'Flight position choice clears the alternative airport'). The person
// chooses one; the booking holds the choice, these rules say which flights it stands for.

interface Positioned {
  position: number;
}

/** One variant of the trip's flights: its position and its flights, in the catalogue's order. */
export interface FlightOption<F extends Positioned> {
  position: number;
  flights: F[];
}

/** The variants of a date's flights, lowest position first; none without flights. */
export function flightOptions<F extends Positioned>(flights: readonly F[]): FlightOption<F>[] {
  const byPosition = new Map<number, F[]>();
  for (const flight of flights) {
    const list = byPosition.get(flight.position);
    if (list) list.push(flight);
    else byPosition.set(flight.position, [flight]);
  }
  return [...byPosition.entries()].sort(([a], [b]) => a - b).map(([position, list]) => ({ position, flights: list }));
}

/**
 * The variant the booking stands for: the one chosen while the catalogue still lists it, otherwise
 * the first (decision: the first variant is the default, as the catalogue orders them, so a trip
 * with its flights included is never without flights); null when the date has no flights.
 */
export function chosenFlightPosition(flights: readonly Positioned[], chosen: number | null): number | null {
  const options = flightOptions(flights);
  if (chosen !== null && options.some((option) => option.position === chosen)) return chosen;
  return options[0]?.position ?? null;
}

/** The flights of the chosen variant (all of them when the date has one variant). */
export function chosenFlights<F extends Positioned>(flights: readonly F[], chosen: number | null): F[] {
  const position = chosenFlightPosition(flights, chosen);
  return flights.filter((flight) => flight.position === position);
}
