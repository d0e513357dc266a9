import type { Generated } from 'kysely';

/** Tables of checkout, orders and payments (migration 0009_checkout). Times in epoch ms; JSON as text. */
export interface GroupBuyPromotionsTable {
  id: Generated<number>;
  group_buy_id: number;
  /** amount_off | percent_off | free_shipping */
  kind: string;
  threshold: number;
  amount: number;
  percent: number;
}

export interface BranchShippingTable { branch_id: number; free_from: number }

export interface CouponsTable {
  id: Generated<number>;
  title: string;
  /** amount | percent */
  kind: string;
  value: number;
  min_spend: number;
  /** JSON array of branch ids; [] = the whole shop. */
  branch_ids: string;
  starts_at: number;
  expires_at: number;
}

export interface MemberCouponsTable {
  id: Generated<number>;
  member_id: number;
  coupon_id: number;
  used_at: number | null;
  order_id: number | null;
  created_at: number;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  member_id: number;
  /** Positive = credit granted or returned; negative = spent. */
  amount: number;
  reason: string;
  order_id: number | null;
  created_at: number;
  /** When this grant runs out (null = never); added by migration 0011_memberWallet. */
  expires_at: number | null;
}

export interface DestinationsTable {
  id: Generated<number>;
  member_id: number;
  /** home | cvs */
  kind: string;
  recipient: string;
  mobile: string;
  city: string;
  district: string;
  zip: string;
  street: string;
  store_chain: string | null;
  store_id: string | null;
  store_name: string | null;
  is_default: number;
  created_at: number;
}

export interface ConvenienceStoresTable {
  id: Generated<number>;
  chain: string;
  store_id: string;
  name: string;
  city: string;
  district: string;
  address: string;
}

export interface InvoicePreferencesTable { member_id: number; invoice: string; updated_at: number }

export interface CheckoutsTable {
  id: Generated<number>;
  member_id: number;
  lines: string;
  price_snapshot: string;
  buyer_name: string;
  buyer_mobile: string;
  buyer_email: string;
  delivery_method: string;
  destination_id: number | null;
  payment_method: string | null;
  invoice: string;
  member_coupon_id: number | null;
  credit_requested: number;
  order_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface OrdersTable {
  id: Generated<number>;
  number: string;
  member_id: number;
  checkout_id: number;
  status: string;
  goods: number;
  promotion_discount: number;
  coupon_discount: number;
  credit_used: number;
  shipping_fee: number;
  total: number;
  pricing: string;
  buyer: string;
  delivery_method: string;
  destination: string;
  payment_method: string;
  invoice: string;
  invoice_number: string | null;
  member_coupon_id: number | null;
  payment_deadline: number | null;
  paid_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  option_id: number;
  group_buy_id: number;
  group_buy_title: string;
  product_title: string;
  size: string;
  image: string;
  unit_price: number;
  quantity: number;
}

export interface OrderStatusHistoryTable { id: Generated<number>; order_id: number; status: string; created_at: number }
export interface OrderSequencesTable { day: string; last: number }
export interface IdempotencyKeysTable { member_id: number; key: string; request_hash: string; order_id: number; created_at: number }

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  method: string;
  gateway: string;
  /**
   * pending | challenge (open: at most one per order, a partial unique index) | succeeded | declined | expired
   * | needs_refund | refunding | refunded (captured money no order could take: given back through the gateway).
   */
  state: string;
  amount: number;
  card_brand: string | null;
  card_last4: string | null;
  bank_code: string | null;
  virtual_account: string | null;
  deadline: number | null;
  challenge_hash: string | null;
  created_at: number;
  updated_at: number;
}

/** Captured money the shop must give back, for staff (migration 0022): resolved once the gateway has refunded it. */
export interface PaymentIncidentsTable {
  id: Generated<number>;
  payment_id: number;
  order_id: number;
  /** stray_payment */
  kind: string;
  /** cancelled | paid | replaced (StrayReason) */
  reason: string;
  amount: number;
  note: string;
  created_at: number;
  resolved_at: number | null;
}

export interface PaymentNotificationsTable { nonce: string; payment_id: number; created_at: number }
export interface AppSecretsTable { name: string; value: string }

export interface CheckoutTables {
  group_buy_promotions: GroupBuyPromotionsTable;
  branch_shipping: BranchShippingTable;
  coupons: CouponsTable;
  member_coupons: MemberCouponsTable;
  credit_ledger: CreditLedgerTable;
  destinations: DestinationsTable;
  convenience_stores: ConvenienceStoresTable;
  invoice_preferences: InvoicePreferencesTable;
  checkouts: CheckoutsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_history: OrderStatusHistoryTable;
  order_sequences: OrderSequencesTable;
  idempotency_keys: IdempotencyKeysTable;
  payments: PaymentsTable;
  payment_notifications: PaymentNotificationsTable;
  payment_incidents: PaymentIncidentsTable;
  app_secrets: AppSecretsTable;
}
