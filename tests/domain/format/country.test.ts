import { describe, expect, it } from 'vitest';
import { countryName } from '@/domain/format/country';

describe('country names (spec part 2 §3 "Country list items carry value")', () => {
  it.each([
    ['DE', 'de', null, 'Deutschland'],
    ['AT', 'en', null, 'Austria'],
    ['CH', 'it', null, 'Svizzera'],
    ['de', 'de', null, 'Deutschland'],
    ['IT', 'de', 'Italien (Server)', 'Italien (Server)'],
    ['IT', 'de', '  ', 'Italien'],
    ['not a code', 'de', null, 'not a code'],
  ])('%s in %s with label %s reads %s', (value, language, label, name) => {
    expect(countryName(value, language, label)).toBe(name);
  });
});
