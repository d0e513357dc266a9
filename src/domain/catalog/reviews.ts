/** A shopper's review as the review pages show it. The nickname arrives masked. */
export interface Review {
  id: number;
  rating: number;
  nickname: string;
  body: string;
  /** Epoch ms. */
  createdAt: number;
  productTitle: string;
  /** small | fits | large, for reviews members wrote after an order. */
  sizeFit?: string | null;
  photoUrl?: string | null;
  /** The photo as a small square, for the list; photoUrl is the full one. */
  photoThumbUrl?: string | null;
}

export interface RatingSummary {
  /** One decimal; null when there are no reviews yet. */
  average: number | null;
  count: number;
}

export const MAX_RATING = 5;

/**
 * Reviews show who wrote them without giving the nickname away: the first half is kept (rounded
 * up) and every other character becomes `*` — 媽咪Amy → 媽咪A**, 志明 → 志*. Counts characters,
 * not UTF-16 units, so Chinese and emoji mask the same way.
 */
export function maskNickname(nickname: string): string {
  const chars = [...nickname.trim()];
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0]}*`;
  const keep = Math.ceil(chars.length / 2);
  return chars.slice(0, keep).join('') + '*'.repeat(chars.length - keep);
}

/** Average of whole-star ratings to one decimal (4.666 → 4.7); null for none. */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** How many of the five stars to fill for an average: whole stars, halves rounded to the nearer. */
export const filledStars = (rating: number): number => Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
