import { queryOptions } from '@tanstack/react-query';
import { READ_EACH_VISIT } from '../../../routes/RouteQuery';
import type { Resolver } from '../../../../application/injection';
import type { MemberProfileGateway, ReviewGateway } from '../../../../application/memberProfile/ports';
import { MEMBER_PROFILE_TOKENS } from '../../../../application/memberProfile/tokens';

/** Query keys and fetchers of the member home and review writing (through the ports). */
export const memberProfileKeys = {
  home: ['member', 'home'] as const,
  pendingReviews: (orderId: number | null) => ['member', 'reviews', 'pending', orderId] as const,
};

/** Always fresh: orders, coupons and credit change elsewhere. */
export const memberHomeQuery = (container: Resolver) =>
  queryOptions({
    queryKey: memberProfileKeys.home,
    queryFn: () => container.get<MemberProfileGateway>(MEMBER_PROFILE_TOKENS.MemberProfileGateway).home(),
    ...READ_EACH_VISIT,
  });

export const pendingReviewsQuery = (container: Resolver, orderId: number | null) =>
  queryOptions({
    queryKey: memberProfileKeys.pendingReviews(orderId),
    queryFn: () => container.get<ReviewGateway>(MEMBER_PROFILE_TOKENS.ReviewGateway).pending(orderId),
    ...READ_EACH_VISIT,
  });
