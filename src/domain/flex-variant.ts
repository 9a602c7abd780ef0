// The flex tariff's experiment: which variant of the box a page shows (spec part 2 §9). Apart from
// the tariff's rules (flex.ts), which load with step 3, as the app reads the variant at start.

/**
 * Experiment variants (spec part 2 §9): A asks for a choice and blocks the submit without one; B
 * shows the same box without asking; C offers flex as one optional tick.
 */
const FLEX_VARIANTS = ['A', 'B', 'C'] as const;
export type FlexVariant = (typeof FLEX_VARIANTS)[number];
const DEFAULT_FLEX_VARIANT: FlexVariant = 'A';

/** The variant: the `flex` query parameter first (a test link), then the page configuration, else A. */
export function flexVariantOf({ query, configured }: { query: string | null; configured: string | null }): FlexVariant {
  for (const value of [query, configured]) {
    const variant = value?.trim().toUpperCase();
    if (variant && (FLEX_VARIANTS as readonly string[]).includes(variant)) return variant as FlexVariant;
  }
  return DEFAULT_FLEX_VARIANT;
}
