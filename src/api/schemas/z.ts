import { z } from 'zod';

// zod compiles fast parsers with `new Function`, which a strict Content-Security-Policy
// (no 'unsafe-eval') forbids. Every schema imports z from here so this runs first.
z.config({ jitless: true });

export { z };

/** A server date: 'yyyy-mm-dd', optionally followed by a time. */
export const serverDate = z.string().regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'expected a yyyy-mm-dd date');

/** Optional texts the server sends as null, missing or a string. */
export const optionalText = z.string().nullish().transform((v) => v ?? null);
export const flag = z.boolean().nullish().transform((v) => v ?? false);
