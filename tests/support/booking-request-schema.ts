import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';

// Tests and journeys run from the project's root.
const schemaFile = join(process.cwd(), 'docs/api/booking-request.schema.json');

/**
 * Checks a POST /fapi/booking/{code} body against the written contract (docs/api), as a back end
 * written from it would: every field known, none missing, no other property. Returns the problems.
 */
export function bookingRequestProblems(body: unknown): string[] {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const validate = ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')) as object);
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .slice(0, 10)
    .map((e) =>
      `${e.instancePath || '(root)'} ${e.message ?? ''} ${e.params && 'additionalProperty' in e.params ? String(e.params.additionalProperty) : ''}`.trim(),
    );
}
