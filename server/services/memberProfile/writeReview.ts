import type { Kysely } from 'kysely';
import type { ReviewCreatedBody } from '../../../contract/memberProfile';
import type { ReviewRequest } from '../../../contract/memberProfileRequests';
import { ProfileMessages } from '../../../src/domain/memberProfile/messages';
import { checkReview, reviewCredit, reviewEligibility } from '../../../src/domain/memberProfile/reviews';
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

async function ownLine(db: Db, memberId: number, orderId: number, optionId: number) {
  return db.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id').innerJoin('options', 'options.id', 'order_lines.option_id')
    .leftJoin('reviews', 'reviews.order_line_id', 'order_lines.id')
    .select(['order_lines.id', 'order_lines.group_buy_id', 'options.product_id', 'orders.status', 'reviews.id as review_id'])
    .where('orders.id', '=', orderId).where('orders.member_id', '=', memberId).where('order_lines.option_id', '=', optionId)
    .executeTakeFirst();
}

/**
 * POST /v1/reviews: one review per line of one's own completed order, on the product's review page at once; text earns credit.
 * A photo is decoded and re-encoded only once everything else is valid, and its files are removed again if the review is not saved.
 */
export async function writeReview(db: Db, photos: PhotoStore, memberId: number, input: ReviewRequest, now: number): Promise<ReviewOutcome> {
  const line = await ownLine(db, memberId, input.order_id, input.option_id);
  if (!line) return { kind: 'not-found' };
  const eligibility = reviewEligibility(line.status, line.review_id !== null);
  if (eligibility !== 'ok') return { kind: eligibility };
  const checked = checkReview({ rating: input.rating, text: input.text, sizeFit: input.size_fit });
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
      const photoRow = photo
        ? await trx.insertInto('review_photos').values({ member_id: memberId, key: photo.key, created_at: now }).returning('id').executeTakeFirstOrThrow()
        : null;
      const review = await trx.insertInto('reviews').values({
        group_buy_id: line.group_buy_id, product_id: line.product_id, member_id: memberId, rating, body: text, created_at: now,
        order_line_id: line.id, size_fit: sizeFit, photo_id: photoRow?.id ?? null, credit,
      }).returning('id').executeTakeFirstOrThrow();
      if (credit > 0) await trx.insertInto('credit_ledger').values({ member_id: memberId, amount: credit, reason: 'review', order_id: input.order_id, created_at: now }).execute();
      return review.id;
    });
    const message = credit > 0 ? ProfileMessages.reviewSavedWithCredit(credit) : ProfileMessages.REVIEW_SAVED;
    return { kind: 'created', review: { id, product_id: line.product_id, credit, review_path: `/market/${line.product_id}/review`, message } };
  } catch (error) {
    if (photo) await photos.remove([photo.key]);
    // The unique index on order_line_id: a second request for the same line lost the race.
    if ((await ownLine(db, memberId, input.order_id, input.option_id))?.review_id) return { kind: 'already-reviewed' };
    throw error;
  }
}
