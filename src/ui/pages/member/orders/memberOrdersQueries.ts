import { queryOptions } from '@tanstack/react-query';
import { READ_EACH_VISIT } from '../../../routes/RouteQuery';
import type { Resolver } from '../../../../application/injection';
import type { MemberOrderGateway, RefundGateway } from '../../../../application/memberOrders/ports';
import { MEMBER_ORDERS_TOKENS } from '../../../../application/memberOrders/tokens';
import type { OrderTab } from '../../../../domain/memberOrders/orderTabs';

/** Query keys and fetchers of 訂單查詢 and 退款查詢; every read is fresh (the demo jobs move orders along). */
export const memberOrderKeys = {
  all: ['member-orders'] as const,
  list: (tab: OrderTab, page: number) => ['member-orders', 'list', tab, page] as const,
  refunds: ['member-orders', 'refunds'] as const,
  refund: (id: number) => ['member-orders', 'refund', id] as const,
};

const orders = (c: Resolver) => c.get<MemberOrderGateway>(MEMBER_ORDERS_TOKENS.MemberOrderGateway);
const refunds = (c: Resolver) => c.get<RefundGateway>(MEMBER_ORDERS_TOKENS.RefundGateway);

export const orderListQuery = (c: Resolver, tab: OrderTab, page: number) =>
  queryOptions({ queryKey: memberOrderKeys.list(tab, page), queryFn: () => orders(c).list(tab, page), ...READ_EACH_VISIT });

export const refundListQuery = (c: Resolver) => queryOptions({ queryKey: memberOrderKeys.refunds, queryFn: () => refunds(c).list(), ...READ_EACH_VISIT });

export const refundDetailQuery = (c: Resolver, id: number) =>
  queryOptions({ queryKey: memberOrderKeys.refund(id), queryFn: () => refunds(c).detail(id), ...READ_EACH_VISIT });
