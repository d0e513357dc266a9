import type { Generated } from 'kysely';

/** Table of migration 0025_signedInDevices. Times in epoch ms. */
export interface SignedInDevicesTable {
  id: Generated<number>;
  member_id: number;
  /** The token family (or the session's sid digest) this sign-in's tokens share. */
  family_id: string;
  /** As the browser or app sent it when signing in (cut to 512 characters); '' when none was sent. */
  user_agent: string;
  created_at: number;
  /** Refreshed at most every few minutes (DEVICE_TOUCH_INTERVAL), never on every call. */
  last_used_at: number;
}

export interface SignedInDeviceTables {
  signed_in_devices: SignedInDevicesTable;
}
