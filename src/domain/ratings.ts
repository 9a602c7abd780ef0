// The trip's ratings: which show, shortened, and the stars beside the title (spec part 1 §9).

/** Ratings (spec part 1 §9). */
const RATING_MIN_NPS = 7;
const RATING_MIN_TEXT = 10;
const RATING_THRESHOLD = 8;
const RATING_TEXT_MAX = 100;

interface RatingFacts {
  nps: number;
  description: string;
}

export function isQualifyingRating(rating: RatingFacts): boolean {
  return rating.nps >= RATING_MIN_NPS && rating.description.trim().length > RATING_MIN_TEXT;
}

/** A description longer than 100 characters is cut there and gets an ellipsis. */
export function shortenRating(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > RATING_TEXT_MAX ? `${trimmed.slice(0, RATING_TEXT_MAX)}…` : trimmed;
}

/**
 * 8 or more qualifying ratings show the real ones (shortened), else the fixed defaults. A rating
 * the server sent broken (null here) is left out.
 */
export function ratingsToShow<T extends RatingFacts>(
  ratings: readonly (T | null)[],
): { kind: 'real'; ratings: T[] } | { kind: 'defaults' } {
  const qualifying = ratings.filter((r): r is T => r !== null && isQualifyingRating(r));
  if (qualifying.length < RATING_THRESHOLD) return { kind: 'defaults' };
  return { kind: 'real', ratings: qualifying.map((r) => ({ ...r, description: shortenRating(r.description) })) };
}

/** The stars beside the title: NPS 0–10 on a scale of 5, rounded to a tenth. */
const STARS = 5;
const NPS_MAX = 10;

export interface RatingSummary {
  /** Average on a scale of 5, one decimal. */
  stars: number;
  count: number;
}

/**
 * The stars only where the real ratings show (8 or more qualify); their average counts every
 * rating with a score from 0 to 10, not only the qualifying ones, so it is never flattered.
 */
export function ratingSummary(ratings: readonly (RatingFacts | null)[]): RatingSummary | null {
  if (ratingsToShow(ratings).kind === 'defaults') return null;
  const scores = ratings
    .map((r) => r?.nps)
    .filter((n): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= NPS_MAX);
  if (scores.length === 0) return null;
  const mean = scores.reduce((sum, n) => sum + n, 0) / scores.length;
  return { stars: Math.round((mean / NPS_MAX) * STARS * 10) / 10, count: scores.length };
}
