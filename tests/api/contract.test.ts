import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT, contractJsonSchemas, entityDefaults } from '@/api/contract';

describe('the written /fapi contract in docs/api', () => {
  const generated = contractJsonSchemas();

  it.each(Object.keys(CONTRACT))('docs/api/%s.schema.json is current (else run npm run api:schemas)', (name) => {
    const onDisk: unknown = JSON.parse(readFileSync(`docs/api/${name}.schema.json`, 'utf8'));
    expect(onDisk).toEqual(generated[name]);
  });

  it('src/api/entity-defaults.json is what the schemas read from an empty booking and traveller (else run npm run api:schemas)', () => {
    const onDisk: unknown = JSON.parse(readFileSync('src/api/entity-defaults.json', 'utf8'));
    expect(onDisk).toEqual(entityDefaults());
  });

  it('has no schema file for a body that is no longer in the contract', () => {
    const files = readdirSync('docs/api')
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => f.replace('.schema.json', ''));
    expect(files.sort()).toEqual(Object.keys(CONTRACT).sort());
  });

  it('fixes the shapes the spec leaves open', () => {
    expect(generated['airport-groups']).toMatchObject({
      type: 'object',
      // Each group a list, or null or missing for an empty one.
      properties: {
        DE: { anyOf: expect.arrayContaining([expect.objectContaining({ type: 'array' })]) as unknown },
        AT: {},
        CH: {},
        IT: {},
        LUX: {},
      },
    });
    // 'if a URL is returned the browser goes there' (spec part 2 §4): a success may come without one.
    expect(generated['booking-submit-response']).toMatchObject({ properties: { url: {}, bookingNo: {} } });
    expect((generated['booking-submit-response'] as { required?: string[] }).required ?? []).not.toContain('url');
    expect(generated['schedule-list']).toMatchObject({ type: 'array' });
  });
});
