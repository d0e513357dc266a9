import { z } from 'zod/mini';
import { dbId, pathId } from './requestParts';
import { TaiwanMobileInput } from './taiwanMobile';

/**
 * Requests of the member profile area. The shapes are checked here; the rules with their zh-TW
 * messages (lengths, the mobile format, dates) are src/domain/memberProfile's, applied by the services.
 */
const upTo = (max: number) => z.string().check(z.maxLength(max));

export const ProfileRequest = z.object({ nickname: upTo(200), mobile: TaiwanMobileInput, avatar: upTo(40) });
export type ProfileRequest = z.infer<typeof ProfileRequest>;

export const BabyRequest = z.object({ name: upTo(200), birthday: upTo(40), gender: upTo(20) });
export type BabyRequest = z.infer<typeof BabyRequest>;

export const BabyIdParams = z.object({ id: pathId });

/** ≤ 2 MB of image = at most 2,796,204 base64 characters (data: URL prefix allowed). */
export const PHOTO_BASE64_MAX = 2_796_300;

export const ReviewRequest = z.object({
  order_id: dbId,
  option_id: dbId,
  rating: z.number(),
  text: upTo(2000),
  size_fit: upTo(20),
  photo: z.nullish(upTo(PHOTO_BASE64_MAX)),
});
export type ReviewRequest = z.infer<typeof ReviewRequest>;

export const PendingReviewsQuery = z.object({ order: z.optional(pathId) });

export const DeleteAccountRequest = z.object({ password: z.optional(upTo(200)), confirm: z.optional(upTo(40)) });

export const AvatarParams = z.object({ file: z.string().check(z.regex(/^[a-z]{1,16}\.svg$/)) });
/** /images/reviews/{key} and /images/reviews/{key}/thumb: the photo's random key (32 hex digits). */
export const ReviewPhotoParams = z.object({ key: z.string().check(z.regex(/^[0-9a-f]{32}$/)) });
