import { z } from '@/config/z';

/** A part of the booking as a zod shape reads it: each field's schema with its default. */
type PartShape = Record<string, z.core.$ZodType>;

/**
 * A concern's part of the booking from its shape: its type, a new part (the shape's defaults) and
 * a stored part read back field by field (a field that does not read falls back to its default
 * and is named, the rest stays).
 */
export function bookingPart<Shape extends PartShape>(shape: Shape) {
  const schema = z.object(shape);
  type Part = z.output<typeof schema>;
  const fields = Object.keys(shape) as (keyof Shape & string)[];
  const create = (): Part => z.parse(schema, {});
  const restore = (stored: unknown): { part: Part; dropped: string[] } => {
    const part = create();
    // Nothing stored is a new part; something stored that is no part at all is named as dropped.
    if (stored === undefined) return { part, dropped: [] };
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return { part, dropped: fields };
    const dropped: string[] = [];
    const values = stored as Record<string, unknown>;
    for (const field of fields) {
      if (!(field in values)) continue;
      const parsed = z.safeParse(shape[field] as z.core.$ZodType, values[field]);
      if (parsed.success) Object.assign(part as object, { [field]: parsed.data });
      else dropped.push(field);
    }
    return { part, dropped };
  };
  return { fields, create, restore };
}
