import { useFlightTexts } from './flight-texts';

/** Outbound, return, or the leg's number for more legs. */
export function useLegName() {
  const t = useFlightTexts();
  return (position: number, count: number) =>
    position === 0
      ? t('fare.outbound')
      : position === count - 1
        ? t('fare.inbound')
        : t('fare.leg', { number: position + 1 });
}
