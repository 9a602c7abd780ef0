/**
 * Aircraft by their IATA type codes (a fare segment's equipmentCode, spec part 2 §3): a person
 * reads 'Airbus A320neo', not '32N'. A code not listed is shown as sent.
 */
const AIRCRAFT_NAMES: Readonly<Record<string, string>> = {
  '319': 'Airbus A319',
  '320': 'Airbus A320',
  '321': 'Airbus A321',
  '31N': 'Airbus A319neo',
  '32N': 'Airbus A320neo',
  '32Q': 'Airbus A321neo',
  '221': 'Airbus A220-100',
  '223': 'Airbus A220-300',
  '332': 'Airbus A330-200',
  '333': 'Airbus A330-300',
  '339': 'Airbus A330-900neo',
  '359': 'Airbus A350-900',
  '351': 'Airbus A350-1000',
  '388': 'Airbus A380',
  '738': 'Boeing 737-800',
  '7M8': 'Boeing 737 MAX 8',
  '7M9': 'Boeing 737 MAX 9',
  '744': 'Boeing 747-400',
  '748': 'Boeing 747-8',
  '763': 'Boeing 767-300',
  '772': 'Boeing 777-200',
  '77W': 'Boeing 777-300ER',
  '788': 'Boeing 787-8',
  '789': 'Boeing 787-9',
  '781': 'Boeing 787-10',
  E90: 'Embraer 190',
  E95: 'Embraer 195',
  E75: 'Embraer 175',
  CR9: 'Bombardier CRJ900',
  DH4: 'De Havilland Dash 8-400',
  AT7: 'ATR 72',
  AT5: 'ATR 42',
};

/** The aircraft's name for its IATA type code; the code itself when it is not known. */
export function aircraftName(code: string): string {
  return AIRCRAFT_NAMES[code.trim().toUpperCase()] ?? code.trim();
}
