import { token } from '../tokens';
import type { MemberWallet } from './ports';

/** DI symbols of the member wallet's ports. */
export const MEMBER_WALLET_TOKENS = {
  MemberWallet: token<MemberWallet>('MemberWallet'),
} as const;
