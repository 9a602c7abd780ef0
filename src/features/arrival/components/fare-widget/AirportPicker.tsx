import { useMemo } from 'react';
import { Combobox, type ComboboxOption } from '@/components/Combobox';
import { airportLabel, airportNamed, matchAirports } from '@/domain/airports';
import type { Airport } from '@/api/schemas';

interface AirportGroupList {
  group: string;
  label: string;
  airports: readonly Airport[];
}

interface AirportPickerProps {
  label: string;
  hint: string;
  groups: readonly AirportGroupList[];
  value: string | null;
  onChange: (code: string | null) => void;
  error: string | null;
  /** The field's own words for a missing airport (its title: spec part 2 §5 'the title is the message'). */
  title: string;
  /** Announced when the list changes. */
  countText: (count: number) => string;
  noMatch: string;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * The departure airport: the combobox over the grouped airport list (spec part 2 §3: minimum input
 * 0). The list opens on a click with nothing typed and narrows as one types (name, city or code);
 * leaving the field takes the airport the text names or the only one it matches, and otherwise
 * leaves no airport chosen, the text kept for correcting.
 */
export function AirportPicker({
  label,
  hint,
  groups,
  value,
  onChange,
  error,
  title,
  countText,
  noMatch,
  inputRef,
}: AirportPickerProps) {
  const { options, match, named, optionGroups } = useMemo(() => {
    const entries = groups.flatMap((g) =>
      g.airports.map((airport) => ({
        airport,
        option: {
          value: airport.code,
          name: airport.name,
          text: airportLabel(airport),
          detail: airport.code,
          group: g.group,
        } satisfies ComboboxOption,
      })),
    );
    const optionOf = new Map(entries.map((entry) => [entry.airport, entry.option]));
    const airports = entries.map((entry) => entry.airport);
    return {
      optionGroups: groups.map((g) => ({ key: g.group, label: g.label })),
      options: entries.map((entry) => entry.option),
      // Ranked by code, name and city (domain/airports), group by group.
      match: (_options: readonly ComboboxOption[], text: string) =>
        matchAirports(groups, text).flatMap((g) => g.airports.flatMap((airport) => optionOf.get(airport) ?? [])),
      // The airport the text names (its code or label), or the only one it matches.
      named: (text: string, matches: readonly ComboboxOption[]) => {
        const exact = airportNamed(airports, text);
        return (exact && optionOf.get(exact)) ?? (matches.length === 1 ? (matches[0] ?? null) : null);
      },
    };
  }, [groups]);
  const texts = { count: countText, noMatch, hint };
  return (
    <Combobox
      label={label}
      required
      options={options}
      value={value ?? ''}
      onChange={(code) => onChange(code === '' ? null : code)}
      error={error}
      title={title}
      texts={texts}
      minLength={0}
      delayMs={0}
      groups={optionGroups}
      match={match}
      named={named}
      limit={Infinity}
      inputRef={inputRef}
    />
  );
}
