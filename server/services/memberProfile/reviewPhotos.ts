import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { ProfileMessages } from '../../../src/domain/memberProfile/messages';
import { PHOTO_MAX_BYTES, photoTypeOf } from '../../../src/domain/memberProfile/reviews';
import { clearReviewPhotos, deleteMemberReviewPhotos, findReviewPhotoId, listMemberReviewPhotos } from '../../db/repositories/memberProfile/reviews';
import type { Database } from '../../db/schema';
import { processPhoto, type PhotoProblem } from '../photos/photoPipeline';
import type { PhotoStore } from '../photos/PhotoStore';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A photo sent as base64 (a data: URL prefix is allowed), checked without decoding it: at most 2 MB,
 * and JPEG, PNG or WebP by its first bytes — so no other decoder is ever reached.
 */
export function decodePhoto(raw: string): { bytes: Buffer } | { problem: string } {
  const data = raw.replace(/^data:[a-z/+.-]{1,40};base64,/i, '').replace(/\s+/g, '');
  if (!BASE64.test(data) || data.length % 4 !== 0 || data.length === 0) return { problem: ProfileMessages.PHOTO_INVALID };
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > PHOTO_MAX_BYTES) return { problem: ProfileMessages.PHOTO_TOO_LARGE };
  return photoTypeOf(bytes) ? { bytes } : { problem: ProfileMessages.PHOTO_INVALID };
}

const PROBLEM_TEXT: Record<PhotoProblem, string> = {
  unreadable: ProfileMessages.PHOTO_UNREADABLE,
  'too-many-pixels': ProfileMessages.PHOTO_TOO_MANY_PIXELS,
  busy: ProfileMessages.PHOTO_BUSY,
};

/**
 * Decodes and re-encodes the photo (upright, bounded, no metadata: no GPS, no camera) and stores its
 * variants under a new random key. Nothing is stored when it does not decode.
 */
export async function storePhoto(store: PhotoStore, bytes: Buffer): Promise<{ key: string } | { problem: string; busy: boolean }> {
  const processed = await processPhoto(bytes);
  if (!processed.ok) return { problem: PROBLEM_TEXT[processed.problem], busy: processed.problem === 'busy' };
  const key = randomBytes(16).toString('hex');
  await store.put(key, processed.variants);
  return { key };
}

/** Whether a photo key is (still) published: files left behind by a failed removal are never served. */
export async function isPublished(db: Kysely<Database>, key: string): Promise<boolean> {
  return (await findReviewPhotoId(db, key)) !== undefined;
}

/**
 * Takes the member's photos off their reviews and forgets their rows (account deletion); returns the
 * keys whose files the caller removes once the transaction has committed.
 */
export async function detachMemberPhotos(trx: Transaction<Database>, memberId: number): Promise<string[]> {
  const rows = await listMemberReviewPhotos(trx, memberId);
  if (rows.length === 0) return [];
  await clearReviewPhotos(trx, rows.map((r) => r.id));
  await deleteMemberReviewPhotos(trx, memberId);
  return rows.map((r) => r.key);
}
