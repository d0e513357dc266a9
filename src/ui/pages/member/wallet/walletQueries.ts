import { queryOptions } from '@tanstack/react-query';
import { READ_EACH_VISIT } from '../../../routes/RouteQuery';
import type { Resolver } from '../../../../application/injection';
import type { MemberWallet } from '../../../../application/memberWallet/ports';
import { MEMBER_WALLET_TOKENS } from '../../../../application/memberWallet/tokens';
import type { CouponState } from '../../../../domain/memberWallet/coupons';

/** Query keys and fetchers of 我的折價券, 我的購物金 and the new-customer gift (reads with no rule of their own go through the port). */
export const walletKeys = {
  all: ['member-wallet'] as const,
  coupons: (state: CouponState) => ['member-wallet', 'coupons', state] as const,
  credit: ['member-wallet', 'credit'] as const,
  gift: ['member-wallet', 'gift'] as const,
};

const wallet = (container: Resolver) => container.get<MemberWallet>(MEMBER_WALLET_TOKENS.MemberWallet);

export const couponsQuery = (container: Resolver, state: CouponState) =>
  queryOptions({ queryKey: walletKeys.coupons(state), queryFn: () => wallet(container).coupons(state), ...READ_EACH_VISIT });

export const creditQuery = (container: Resolver) =>
  queryOptions({ queryKey: walletKeys.credit, queryFn: () => wallet(container).credit(), ...READ_EACH_VISIT });

export const giftQuery = (container: Resolver) =>
  queryOptions({ queryKey: walletKeys.gift, queryFn: () => wallet(container).gift(), ...READ_EACH_VISIT });
