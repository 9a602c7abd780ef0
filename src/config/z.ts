import { z } from 'zod/mini';

// zod compiles fast parsers with `new Function`, which a strict Content-Security-Policy
// (no 'unsafe-eval') forbids. Every schema imports z from here so this runs first.
// zod/mini instead of classic zod: the same engine, but tree-shakable (about 18 KB gzip less).
z.config({ jitless: true });

export { z };

type Schema = z.core.$ZodType;

/** A server date: 'yyyy-mm-dd', optionally followed by a time. */
export const serverDate = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'expected a yyyy-mm-dd date'));
/** A German server date, 'dd.mm.yyyy' (as the fare segments of spec part 2 §3), a time may follow. */
const dottedDate = z.string().check(z.regex(/^\d{2}\.\d{2}\.\d{4}([T ][\d:.]+)?$/, 'expected a dd.mm.yyyy date'));
/**
 * A server date read as its day, 'yyyy-mm-dd' (a time after it left off). The spec names no format
 * for a validity, so the German 'dd.mm.yyyy' its fares use is read too.
 */
export const serverDay = z.pipe(
  z.union([serverDate, dottedDate]),
  z.transform((text: string) =>
    text.charAt(2) === '.' ? `${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}` : text.slice(0, 10),
  ),
);
/** Exactly 'yyyy-mm-dd'. */
export const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a yyyy-mm-dd date'));

/** A value the server may leave out or send as null, read as `fallback`. */
export function orElse<S extends Schema, const F>(schema: S, fallback: F) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value): z.output<S> | F => value ?? fallback),
  );
}

/**
 * Decoration of a reply (ratings, portraits, price texts, the included services): missing, null
 * or of the wrong shape it reads as `fallback`, so a bad decoration never costs the reply around it.
 */
export function decoration<S extends Schema, F>(schema: S, fallback: F) {
  // The fallback is the value orElse reads for null: of the output's type by construction.
  return z.catch(orElse(schema, fallback), fallback as z.output<ReturnType<typeof orElse<S, F>>>);
}

/** Optional texts the server sends as null, missing or a string. */
export const optionalText = orElse(z.string(), null);
/**
 * A yes/no field as real back ends send it (spec part 2 §5 'truthy flag values: true, 1, "1"'):
 * true/false, 1/0 or "1"/"0"; anything else is refused.
 */
export const yesNo = z.pipe(
  z.union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')]),
  z.transform((value: boolean | 0 | 1 | '0' | '1') => value === true || value === 1 || value === '1'),
);
/**
 * A yes/no field of a reply: the spec's truthy values (true, 1, "1") are yes; missing, null or any
 * other value is no (a server's "0", false, or a value the spec does not name).
 */
export const flag = z.catch(orElse(yesNo, false), false);
export const int = () => z.int();
export const nonEmpty = () => z.string().check(z.minLength(1));

/** A field with a default when missing or null (a server may send either for a field it leaves empty). */
export const withDefault = <S extends Schema>(schema: S, value: z.core.util.NoUndefined<z.output<S>>) =>
  orElse(schema, value);
/** An object a server may leave out or send as null: read as `{}`, so its fields' defaults apply. */
export const objectOrEmpty = <S extends Schema>(schema: S) =>
  // The cast keeps the schema's own output type, which the pipe's generic input check would lose.
  z.pipe(
    z.transform((value: unknown): unknown => value ?? {}),
    schema as Schema,
  ) as unknown as z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, S>;
/** A nullable field that defaults to null. */
export const nullDefault = <S extends Schema>(schema: S) => z._default(z.nullable(schema), null);

/** The highest price the app believes (EUR): anything above is a broken value, not a trip. */
const MAX_PLAUSIBLE_PRICE = 1_000_000;

/** A price: finite, 0 or more, below the ceiling, or -1 for 'on request' (spec part 1 §3). */
export const price = () =>
  z
    .number()
    .check(
      z.refine(
        (n: number) => n === -1 || (Number.isFinite(n) && n >= 0 && n <= MAX_PLAUSIBLE_PRICE),
        'an implausible price',
      ),
    );

/** A day that exists: 'yyyy-mm-dd' (optionally with a time) whose date part is a real calendar date. */
export const realDate = serverDate.check(
  z.refine((text: string) => {
    const [y, m, d] = text.slice(0, 10).split('-').map(Number);
    const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
    return date.getUTCFullYear() === y && date.getUTCMonth() === (m ?? 0) - 1 && date.getUTCDate() === d;
  }, 'not a calendar date'),
);

/** A moment that can be read: a real day with a time of day ('yyyy-mm-ddTHH:mm', seconds and zone optional). */
export const realDateTime = realDate.check(
  z.refine((text: string) => {
    const time = /^.{10}[T ](\d{2}):(\d{2})/.exec(text);
    return time !== null && Number(time[1]) < 24 && Number(time[2]) < 60;
  }, 'not a time of day'),
);

/** A list item the app can do without when it is broken: it reads as null and is left out where the list is used. */
export const skippable = <S extends Schema>(schema: S) => z.catch(z.nullable(schema), null);
