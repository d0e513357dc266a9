import type { Generated } from 'kysely';

/** Tables of migration 0011_memberWallet: promotion codes and their claims, the new-customer gift. Times in epoch ms. */
export interface PromotionCodesTable {
  id: Generated<number>;
  /** Upper-case. */
  code: string;
  coupon_id: number;
  /** null = no overall limit. */
  total_limit: number | null;
  claimed_count: Generated<number>;
  starts_at: number;
  expires_at: number;
}

export interface PromotionCodeClaimsTable {
  id: Generated<number>;
  promotion_code_id: number;
  member_id: number;
  member_coupon_id: number | null;
  created_at: number;
}

/** The coupons every new customer may claim once (新會員禮). */
export interface NewCustomerGiftCouponsTable { coupon_id: number; position: number }
export interface NewCustomerGiftClaimsTable { member_id: number; claimed_at: number }

export interface MemberWalletTables {
  promotion_codes: PromotionCodesTable;
  promotion_code_claims: PromotionCodeClaimsTable;
  new_customer_gift_coupons: NewCustomerGiftCouponsTable;
  new_customer_gift_claims: NewCustomerGiftClaimsTable;
}
