import { token } from '../tokens';
import type { AccountGateway, MemberProfileGateway, ReviewGateway } from './ports';

/** DI symbols of the member profile ports. */
export const MEMBER_PROFILE_TOKENS = {
  MemberProfileGateway: token<MemberProfileGateway>('MemberProfileGateway'),
  ReviewGateway: token<ReviewGateway>('ReviewGateway'),
  AccountGateway: token<AccountGateway>('AccountGateway'),
} as const;
