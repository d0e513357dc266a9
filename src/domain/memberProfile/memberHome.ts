import type { Baby } from './babies';

/** What the member home shows (GET /v1/member/home), in the shop's own words. */
export interface OrderCounts {
  /** 待付款 */
  pendingPayment: number;
  /** 待出貨 */
  toShip: number;
  /** 已出貨 (shipped and delivered) */
  shipped: number;
  /** 待評價: completed orders with lines not reviewed yet */
  toReview: number;
}

export interface Profile { nickname: string; mobile: string; avatar: string; avatarUrl: string }

export interface MemberHome extends Profile {
  email: string;
  emailVerified: boolean;
  hasPassword: boolean;
  babies: Baby[];
  orders: OrderCounts;
  usableCoupons: number;
  creditBalance: number;
  wishListTotal: number;
}

/** A line of a completed order still waiting for its review. */
export interface PendingReviewLine {
  orderId: number;
  orderNumber: string;
  optionId: number;
  productId: number;
  productTitle: string;
  groupBuyTitle: string;
  size: string;
  image: string;
  /** Goods worn on the body: the form asks how the size fit (reviews.ts, asksSizeFit). */
  asksSizeFit: boolean;
}

/** What the form sends; `asksSizeFit` is the line's own (whether the form showed the size question). */
export interface ReviewInput { orderId: number; optionId: number; rating: number; text: string; sizeFit: string; asksSizeFit: boolean; photo: string | null }
export interface WrittenReview { id: number; productId: number; credit: number; reviewPath: string; message: string }

/** The order-list shortcuts of the member home, in the order shops show them. */
export const ORDER_SHORTCUTS = [
  { key: 'pendingPayment', label: '待付款', to: '/member/order/unpaid' },
  { key: 'toShip', label: '待出貨', to: '/member/order/to-ship' },
  { key: 'shipped', label: '已出貨', to: '/member/order/shipped' },
  { key: 'toReview', label: '待評價', to: '/member/order/completed' },
] as const satisfies readonly { key: keyof OrderCounts; label: string; to: string }[];
