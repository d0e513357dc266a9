import type { OrderStatus } from '../checkout/orderStatus';
import { MemberOrderMessages as M } from './messages';

/** The tabs of 訂單查詢 (`/member/order/{type}`), in the order they show. */
export const ORDER_TABS = ['all', 'unpaid', 'to-ship', 'shipped', 'completed', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const ORDER_TAB_LABELS: Record<OrderTab, string> = {
  all: M.TAB_ALL, unpaid: M.TAB_UNPAID, 'to-ship': M.TAB_TO_SHIP, shipped: M.TAB_SHIPPED, completed: M.TAB_COMPLETED, cancelled: M.TAB_CANCELLED,
};

/** Which order states each tab lists: 已出貨 includes delivered parcels, 已取消/退款 every refund state. */
export const TAB_STATUSES: Record<Exclude<OrderTab, 'all'>, readonly OrderStatus[]> = {
  unpaid: ['pending_payment'],
  'to-ship': ['to_ship'],
  shipped: ['shipped', 'delivered'],
  completed: ['completed'],
  cancelled: ['cancelled', 'refund_requested', 'refunding', 'refunded'],
};

export const ORDERS_PER_PAGE = 10;

/** An unknown or missing type shows every order. */
export const parseOrderTab = (value: string | null | undefined): OrderTab =>
  (ORDER_TABS as readonly string[]).includes(value ?? '') ? (value as OrderTab) : 'all';

export const tabOfStatus = (status: OrderStatus): Exclude<OrderTab, 'all'> =>
  (Object.keys(TAB_STATUSES) as Exclude<OrderTab, 'all'>[]).find((tab) => TAB_STATUSES[tab].includes(status))!;

/** The path of a tab: the all tab is 訂單查詢 itself. */
export const orderTabPath = (tab: OrderTab, page = 1): string =>
  `${tab === 'all' ? '/member/orders' : `/member/order/${tab}`}${page > 1 ? `?page=${page}` : ''}`;

/** A page number from the query: a positive integer, or 1. */
export const parsePage = (value: string | null | undefined): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};
