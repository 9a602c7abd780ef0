import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { AIRPORT_GROUPS } from '@/api/schemas';
import { selectAirportGroups } from '../../airports-slice';

/** The departure airports by group, with the groups' names, and an airport's name by its code. */
export function useAirportGroups() {
  const { t } = useTranslation(['flights', 'extras']);
  const airportGroups = useAppSelector(selectAirportGroups);
  const groups = useMemo(
    () =>
      AIRPORT_GROUPS.map((group) => ({
        group,
        label: t(`extras:flight.group.${group}`),
        airports: airportGroups[group],
      })),
    [airportGroups, t],
  );
  const airportName = (code: string | null) =>
    AIRPORT_GROUPS.flatMap((g) => airportGroups[g]).find((a) => a.code === code)?.name ?? code ?? '';
  return { groups, airportName };
}
