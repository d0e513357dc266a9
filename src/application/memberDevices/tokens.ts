import { token } from '../tokens';
import type { SignedInDevices } from './ports';

/** DI symbols of 登入裝置's ports. */
export const MEMBER_DEVICES_TOKENS = {
  SignedInDevices: token<SignedInDevices>('SignedInDevices'),
} as const;
