import { refreshReviewStats } from '../catalog/cardStats';
import type { Kysely } from 'kysely';
import type { ReviewCreatedBody } from '../../../contract/memberProfile';
import type { ReviewRequest } from '../../../contract/memberProfileRequests';
import { ProfileMessages } from '../../../src/domain/memberProfile/messages';
import { asksSizeFit, checkReview, reviewCredit, reviewEligibility } from '../../../src/domain/memberProfile/reviews';
import { findOwnOrderLine, insertReview, insertReviewPhoto } from '../../db/repositories/memberProfile/reviews';
import { insertCreditEntries } from '../../db/repositories/memberWallet/creditLedger';
import type { Database } from '../../db/schema';
import type { PhotoStore } from '../photos/PhotoStore';
import { decodePhoto, storePhoto } from './reviewPhotos';

type Db = Kysely<Database>;

export type ReviewOutcome =
  | { kind: 'created'; review: ReviewCreatedBody }
  | { kind: 'not-found' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'not-completed' }
  | { kind: 'already-reviewed' }
  | { kind: 'busy' };

/**
 * POST /v1/reviews: one review per line of one's own completed order, on the product's review page at once; text earns credit.
 * A photo is decoded and re-encoded only once everything else is valid, and its files are removed again if the review is not saved.
 */
export async function writeReview(db: Db, photos: PhotoStore, memberId: number, input: ReviewRequest, now: number): Promise<ReviewOutcome> {
  const line = await findOwnOrderLine(db, memberId, input.order_id, input.option_id);
  if (!line) return { kind: 'not-found' };
  const eligibility = reviewEligibility(line.status, line.review_id !== null);
  if (eligibility !== 'ok') return { kind: eligibility };
  const checked = checkReview({ rating: input.rating, text: input.text, sizeFit: input.size_fit, asksSizeFit: asksSizeFit(line.size_guide) });
  const fields: Record<string, string> = checked.ok ? {} : { ...checked.error };
  if (fields.sizeFit) { fields.size_fit = fields.sizeFit; delete fields.sizeFit; }
  const upload = input.photo ? decodePhoto(input.photo) : null;
  if (upload && 'problem' in upload) fields.photo = upload.problem;
  if (!checked.ok || Object.keys(fields).length > 0) return { kind: 'invalid', fields };
  const photo = upload && 'bytes' in upload ? await storePhoto(photos, upload.bytes) : null;
  if (photo && 'problem' in photo) return photo.busy ? { kind: 'busy' } : { kind: 'invalid', fields: { photo: photo.problem } };
  const { rating, text, sizeFit } = checked.value;
  const credit = reviewCredit(text);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const photoId = photo ? await insertReviewPhoto(trx, memberId, photo.key, now) : null;
      const reviewId = await insertReview(trx, {
        groupBuyId: line.group_buy_id, productId: line.product_id, memberId, rating, body: text, orderLineId: line.id, sizeFit, photoId, credit, createdAt: now,
      });
      await refreshReviewStats(trx, line.group_buy_id);
      if (credit > 0) await insertCreditEntries(trx, [{ member_id: memberId, amount: credit, reason: 'review', order_id: input.order_id, created_at: now }]);
      return reviewId;
    });
    const message = credit > 0 ? ProfileMessages.reviewSavedWithCredit(credit) : ProfileMessages.REVIEW_SAVED;
    return { kind: 'created', review: { id, product_id: line.product_id, credit, review_path: `/market/${line.product_id}/review`, message } };
  } catch (error) {
    if (photo) await photos.remove([photo.key]);
    // The unique index on order_line_id: a second request for the same line lost the race.
    if ((await findOwnOrderLine(db, memberId, input.order_id, input.option_id))?.review_id) return { kind: 'already-reviewed' };
    throw error;
  }
}
