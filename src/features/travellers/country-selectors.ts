import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { countryName } from '@/domain/format/country';

/** The countries of GET /fapi/country, each named in the page language, sorted by that name. */
export const selectCountryOptions = createSelector(
  [(state: RootState) => state.countries.data, (_state: RootState, language: string) => language],
  (countries, language) =>
    countries
      .map((country) => ({ value: country.value, name: countryName(country.value, language, country.label) }))
      .sort((a, b) => a.name.localeCompare(b.name, language)),
);
