import type { BabyBody, MemberHomeBody, PendingReviewLine as PendingWire, ProfileBody, ReviewCreatedBody } from '../../../contract/memberProfile';
import type { Baby } from '../../domain/memberProfile/babies';
import type { MemberHome, PendingReviewLine, Profile, WrittenReview } from '../../domain/memberProfile/memberHome';

/** Wire (snake_case, contract/memberProfile) ⇄ the member profile's domain values. */
export const toBaby = (b: BabyBody): Baby => ({ id: b.id, name: b.name, birthday: b.birthday, gender: b.gender });

export const toProfile = (p: ProfileBody): Profile => ({ nickname: p.nickname, mobile: p.mobile, avatar: p.avatar, avatarUrl: p.avatar_url });

export const toMemberHome = (h: MemberHomeBody): MemberHome => ({
  nickname: h.nickname, mobile: h.mobile, avatar: h.avatar, avatarUrl: h.avatar_url, email: h.email, emailVerified: h.email_verified,
  hasPassword: h.has_password, babies: h.babies.map(toBaby),
  orders: { pendingPayment: h.orders.pending_payment, toShip: h.orders.to_ship, shipped: h.orders.shipped, toReview: h.orders.to_review },
  usableCoupons: h.usable_coupons, creditBalance: h.credit_balance, wishListTotal: h.wish_list_total,
});

export const toPendingLine = (l: PendingWire): PendingReviewLine => ({
  orderId: l.order_id, orderNumber: l.order_number, optionId: l.option_id, productId: l.product_id, productTitle: l.product_title,
  groupBuyTitle: l.group_buy_title, size: l.size, image: l.image, asksSizeFit: l.asks_size_fit,
});

export const toWrittenReview = (r: ReviewCreatedBody): WrittenReview => ({
  id: r.id, productId: r.product_id, credit: r.credit, reviewPath: r.review_path, message: r.message,
});
