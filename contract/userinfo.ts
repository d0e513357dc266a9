import { z } from 'zod';

/** Platform values as the user-info call reports them (SPEC §3). */
export const Platform = z.enum(['desktop', 'mobile', 'ios.web', 'android.web', 'ios.app', 'android.app', 'ios']);
export type Platform = z.infer<typeof Platform>;

export const AuthDriver = z.enum(['token', 'session']);
export type AuthDriver = z.infer<typeof AuthDriver>;

/** SPEC §3 "Session and user meta": every field present; unused ones are null. */
export const UserInfo = z.object({
  show_login: z.boolean(),
  signed_in: z.boolean(),
  signedIn: z.boolean(),
  from_app: z.boolean(),
  platform: Platform,
  app_version: z.string().nullable(),
  amplitude_key: z.string().nullable(),
  gtm_key: z.string().nullable(),
  id: z.number().int().nullable(),
  email: z.string().nullable(),
  nickname: z.string().nullable(),
  utm_query_string: z.string().nullable(),
  tracking_number: z.string().nullable(),
  has_installed_app: z.boolean().nullable(),
  facebook_pixel_id: z.string().nullable(),
  facebook_pixel_id2: z.string().nullable(),
  auth_driver: AuthDriver,
  /** Counts for the bottom-navigation badges (shop extension, SPEC §2.4). */
  cart_count: z.number().int().nonnegative(),
  notification_count: z.number().int().nonnegative(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** Campaign attributes (SPEC §3) accepted as userinfo query params. */
export const UtmQuery = z.object({
  utm_source: z.string().max(100).optional(),
  utm_medium: z.string().max(100).optional(),
  utm_campaign: z.string().max(100).optional(),
  utm_content: z.string().max(100).optional(),
  utm_term: z.string().max(100).optional(),
});
