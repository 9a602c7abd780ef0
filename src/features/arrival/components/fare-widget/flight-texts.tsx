import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FlightsT = ReturnType<typeof useTranslation<'flights'>>['t'];

const FlightTexts = createContext<FlightsT | null>(null);

/**
 * The 'flights' texts, read once for the fare widget and its dialog. A fare card is many small
 * parts (legs, connections, durations, stops); each reading the texts through its own
 * useTranslation costs a copy of the i18n instance per part on every mount, which a list of
 * results remounts on each sort and filter. The texts follow the page language all the same.
 */
export function FlightTextsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('flights');
  return <FlightTexts.Provider value={t}>{children}</FlightTexts.Provider>;
}

/** The 'flights' texts inside the fare widget or its dialog. */
export function useFlightTexts(): FlightsT {
  const t = useContext(FlightTexts);
  if (t === null)
    throw new Error('useFlightTexts reads the texts of a FlightTextsProvider (the fare widget, its dialog).');
  return t;
}
