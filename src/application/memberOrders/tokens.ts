import { token } from '../tokens';
import type { MemberOrderGateway, RefundGateway } from './ports';

/** DI symbols of the member orders ports. */
export const MEMBER_ORDERS_TOKENS = {
  MemberOrderGateway: token<MemberOrderGateway>('MemberOrderGateway'),
  RefundGateway: token<RefundGateway>('RefundGateway'),
} as const;
