import type { OrderStatus } from '../../../src/domain/checkout/orderStatus';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** One seeded order: its state, when it was placed and each later step (ms before `now`). */
export interface SeedOrderPlan {
  status: OrderStatus;
  payment: 'atm' | 'card';
  placedAgo: number;
  /** Status changes after placing, oldest first, each with how long ago it happened. */
  steps: { status: OrderStatus; ago: number }[];
  /** A whole-order refund asked for this long ago (the order shows 退款申請中). */
  refundAgo?: number;
}

/** Every state a member meets, with dates relative to the seeding moment (the delivered one is inside its 7-day window, the completed one outside). */
export const SEED_ORDER_PLANS: readonly SeedOrderPlan[] = [
  { status: 'completed', payment: 'card', placedAgo: 20 * DAY, steps: [{ status: 'to_ship', ago: 20 * DAY - HOUR }, { status: 'shipped', ago: 19 * DAY }, { status: 'delivered', ago: 17 * DAY }, { status: 'completed', ago: 10 * DAY }] },
  { status: 'cancelled', payment: 'atm', placedAgo: 8 * DAY, steps: [{ status: 'cancelled', ago: 5 * DAY }] },
  { status: 'refund_requested', payment: 'card', placedAgo: 6 * DAY, steps: [{ status: 'to_ship', ago: 6 * DAY - HOUR }, { status: 'shipped', ago: 5 * DAY }, { status: 'delivered', ago: 3 * DAY }, { status: 'refund_requested', ago: DAY }], refundAgo: DAY },
  { status: 'delivered', payment: 'card', placedAgo: 5 * DAY, steps: [{ status: 'to_ship', ago: 5 * DAY - HOUR }, { status: 'shipped', ago: 4 * DAY }, { status: 'delivered', ago: 2 * DAY }] },
  { status: 'shipped', payment: 'card', placedAgo: 3 * DAY, steps: [{ status: 'to_ship', ago: 3 * DAY - HOUR }, { status: 'shipped', ago: 2 * DAY }] },
  { status: 'to_ship', payment: 'card', placedAgo: DAY, steps: [{ status: 'to_ship', ago: DAY - 10 * 60_000 }] },
  { status: 'pending_payment', payment: 'atm', placedAgo: 2 * HOUR, steps: [] },
];

export const SEED_BUYERS: Record<number, { name: string; mobile: string; email: string }> = {
  1: { name: '王小美', mobile: '0912345678', email: 'amy@example.com' },
  2: { name: '陳大明', mobile: '0987654321', email: 'ben@example.com' },
};

export const seedDestination = (buyer: { name: string; mobile: string }) => ({
  id: 0, kind: 'home', recipient: buyer.name, mobile: buyer.mobile, city: '臺北市', district: '大安區', zip: '106', street: '復興南路一段 100 號 5 樓',
  store_chain: null, store_id: null, store_name: null, is_default: true,
});

export { DAY };
