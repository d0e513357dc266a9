import { z } from 'zod/mini';

/** Platform values as the user-info call reports them (SPEC §3). */
export const Platform = z.enum(['desktop', 'mobile', 'ios.web', 'android.web', 'ios.app', 'android.app', 'ios']);
export type Platform = z.infer<typeof Platform>;

export const AuthDriver = z.enum(['token', 'session']);
export type AuthDriver = z.infer<typeof AuthDriver>;

const nullableString = () => z.nullable(z.string());
const count = () => z.int().check(z.minimum(0));

/** SPEC §3 "Session and user meta": every field present; unused ones are null. */
export const UserInfo = z.object({
  show_login: z.boolean(),
  signed_in: z.boolean(),
  signedIn: z.boolean(),
  from_app: z.boolean(),
  platform: Platform,
  app_version: nullableString(),
  amplitude_key: nullableString(),
  gtm_key: nullableString(),
  id: z.nullable(z.int()),
  email: nullableString(),
  nickname: nullableString(),
  utm_query_string: nullableString(),
  tracking_number: nullableString(),
  has_installed_app: z.nullable(z.boolean()),
  facebook_pixel_id: nullableString(),
  facebook_pixel_id2: nullableString(),
  auth_driver: AuthDriver,
  /** Counts for the bottom-navigation badges (shop extension, SPEC §2.4). */
  cart_count: count(),
  notification_count: count(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** DELETE /api/userinfo/utm: the campaign is forgotten. */
export const UtmCleared = z.object({ utm_query_string: z.null() });
