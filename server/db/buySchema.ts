import type { Generated } from 'kysely';

/** Tables of the buy slice (migration 0004_buy). Times in epoch ms. */
export interface CartItemsTable {
  member_id: number;
  /** The option (SKU) id: `item_id` of POST /v3/shoppingcart. */
  option_id: number;
  group_id: number;
  quantity: number;
  created_at: number;
  updated_at: number;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  member_id: number;
  /** product | groupbuy */
  target_type: string;
  target_id: number;
  /** 0 = the whole product or group-buy. */
  option_id: number;
  created_at: number;
}

export interface TrackingEventsTable {
  id: Generated<number>;
  member_id: number | null;
  event: string;
  /** JSON text. */
  payload: string;
  created_at: number;
}

export interface BuyTables {
  cart_items: CartItemsTable;
  subscriptions: SubscriptionsTable;
  tracking_events: TrackingEventsTable;
}
