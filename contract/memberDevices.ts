import { z } from 'zod/mini';

/** Responses of 登入裝置 (/v1/member/sessions): the member's signed-in browsers and apps. */
export const DEVICE_KINDS = ['app', 'phone', 'tablet', 'computer', 'unknown'] as const;

export const SignedInDeviceBody = z.object({
  id: z.int(),
  /** zh-TW words from the user agent: 「Chrome · macOS」, 「寶貝揪團 App · iOS」. */
  label: z.string(),
  kind: z.enum(DEVICE_KINDS),
  /** The device making this call (這個裝置). */
  current: z.boolean(),
  signed_in_at: z.int(),
  last_used_at: z.int(),
});
export type SignedInDeviceBody = z.infer<typeof SignedInDeviceBody>;

export const SignedInDeviceListBody = z.object({ devices: z.array(SignedInDeviceBody) });
export type SignedInDeviceListBody = z.infer<typeof SignedInDeviceListBody>;

/** What ending sign-ins did: how many ended, and the shop's line about it. */
export const SignedOutDevicesBody = z.object({ signed_out: z.int(), message: z.string() });
export type SignedOutDevicesBody = z.infer<typeof SignedOutDevicesBody>;
