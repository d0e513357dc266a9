import { cleanDisplayText, visibleLength } from '../displayText/cleanText';
import { fail, ok, type Result } from '../errors/Result';
import { ProfileMessages } from './messages';
import type { SizeGuideKind } from '../purchase/sizeGuides';

export const SIZE_FITS = ['small', 'fits', 'large'] as const;
export type SizeFit = (typeof SIZE_FITS)[number];
export const SIZE_FIT_LABELS: Record<SizeFit, string> = { small: '偏小', fits: '剛好', large: '偏大' };
export const REVIEW_TEXT_MAX = 500;
/** Shopping credit for a review whose text says something (at least 15 characters): NT$10, once per order line. */
export const REVIEW_CREDIT = 10;
export const REVIEW_CREDIT_MIN_CHARS = 15;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Whether the review asks how the size fit: for goods worn on the body (a bottle's or a stroller's "size" does not fit anyone). */
const FITTED_GUIDES: readonly SizeGuideKind[] = ['clothing', 'shoes', 'diaper', 'maternity'];
export const asksSizeFit = (sizeGuide: string | null): boolean => FITTED_GUIDES.includes(sizeGuide as SizeGuideKind);

export interface ReviewDraft { rating: number; text: string; sizeFit: string; asksSizeFit: boolean }
export type ReviewProblems = Partial<Record<'rating' | 'text' | 'sizeFit' | 'photo', string>>;

export const isSizeFit = (value: string): value is SizeFit => (SIZE_FITS as readonly string[]).includes(value);

/**
 * The review form's rules: 1–5 stars, up to 500 characters as shown (invisible ones gone), and how the size fit
 * where the form asks it (elsewhere no fit is kept, whatever was sent).
 */
export function checkReview(draft: ReviewDraft): Result<{ rating: number; text: string; sizeFit: SizeFit | null }, ReviewProblems> {
  const text = cleanDisplayText(draft.text);
  const problems: ReviewProblems = {};
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) problems.rating = ProfileMessages.RATING_REQUIRED;
  if (visibleLength(text) > REVIEW_TEXT_MAX) problems.text = ProfileMessages.REVIEW_TOO_LONG;
  if (draft.asksSizeFit && !isSizeFit(draft.sizeFit)) problems.sizeFit = ProfileMessages.SIZE_FIT_REQUIRED;
  if (Object.keys(problems).length > 0) return fail(problems);
  return ok({ rating: draft.rating, text, sizeFit: draft.asksSizeFit ? (draft.sizeFit as SizeFit) : null });
}

/** The credit a review earns: the text is counted in characters, not UTF-16 units. */
export const reviewCredit = (text: string): number => (visibleLength(cleanDisplayText(text)) >= REVIEW_CREDIT_MIN_CHARS ? REVIEW_CREDIT : 0);

/** Only a line of one's own completed order can be reviewed, and only once. */
export type ReviewEligibility = 'ok' | 'not-completed' | 'already-reviewed';
export function reviewEligibility(orderStatus: string, alreadyReviewed: boolean): ReviewEligibility {
  if (orderStatus !== 'completed') return 'not-completed';
  return alreadyReviewed ? 'already-reviewed' : 'ok';
}

/** What an uploaded file is, by its first bytes (never by a name or a declared type); null when it is none of ours. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}
