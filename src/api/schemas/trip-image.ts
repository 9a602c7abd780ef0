import { int, skippable, withDefault, z } from '../../config/z';

/** This site's own path or an https address: never //host, http, javascript: or data:. */
const pictureUrl = z
  .string()
  .check(z.refine((url: string) => /^(\/(?![/\\])|https:\/\/)[^\s]+$/.test(url), 'a path or an https address'));

const side = int().check(z.positive(), z.lte(10_000));

/**
 * A picture of the trip (beyond the spec, docs/api/trip-image.md): the fallback picture's address,
 * its alt text in the reply's language, its size in pixels (set on the page so nothing moves), and
 * the same picture in more formats to choose from. Optional everywhere it is sent; a broken one is
 * none, and every page looks whole without it.
 */
export const tripImageSchema = z.object({
  src: pictureUrl,
  alt: withDefault(z.string(), ''),
  width: side,
  height: side,
  sources: withDefault(
    z.array(skippable(z.object({ src: pictureUrl, type: z.string().check(z.regex(/^image\/[\w.+-]+$/)) }))),
    [],
  ),
});

export type TripImage = z.infer<typeof tripImageSchema>;
