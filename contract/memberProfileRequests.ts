import { z } from 'zod';

/**
 * Requests of the member profile area. The shapes are checked here; the rules with their zh-TW
 * messages (lengths, the mobile format, dates) are src/domain/memberProfile's, applied by the services.
 */
const id = z.number().int().min(1).max(2_147_483_647);
const pathId = z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().min(1));

export const ProfileRequest = z.object({ nickname: z.string().max(200), mobile: z.string().max(40), avatar: z.string().max(40) });
export type ProfileRequest = z.infer<typeof ProfileRequest>;

export const BabyRequest = z.object({ name: z.string().max(200), birthday: z.string().max(40), gender: z.string().max(20) });
export type BabyRequest = z.infer<typeof BabyRequest>;

export const BabyIdParams = z.object({ id: pathId });

/** ≤ 2 MB of image = at most 2,796,204 base64 characters (data: URL prefix allowed). */
export const PHOTO_BASE64_MAX = 2_796_300;

export const ReviewRequest = z.object({
  order_id: id,
  option_id: id,
  rating: z.number(),
  text: z.string().max(2000),
  size_fit: z.string().max(20),
  photo: z.string().max(PHOTO_BASE64_MAX).nullish(),
});
export type ReviewRequest = z.infer<typeof ReviewRequest>;

export const PendingReviewsQuery = z.object({ order: pathId.optional() });

export const DeleteAccountRequest = z.object({ password: z.string().max(200).optional(), confirm: z.string().max(40).optional() });

export const AvatarParams = z.object({ file: z.string().regex(/^[a-z]{1,16}\.svg$/) });
/** /images/reviews/{key} and /images/reviews/{key}/thumb: the photo's random key (32 hex digits). */
export const ReviewPhotoParams = z.object({ key: z.string().regex(/^[0-9a-f]{32}$/) });
