import type { Generated } from 'kysely';

/**
 * A refund through the payment gateway, claimed before the call and settled after it (0047):
 * `started` → `done` (the money went back) or `released` (it did not; the refund or order is as before).
 */
export interface GatewayRefundsTable {
  id: Generated<number>;
  order_id: number;
  payment_id: number;
  /** The member's refund a staff approval pays; null for a staff cancel of a paid order. */
  refund_id: number | null;
  /** refund | cancel */
  kind: string;
  method: string;
  amount: number;
  /** Who asked, and from where: the audit entry written when it settles. */
  staff_id: number;
  ip: string;
  /** The cancel's reason (the audit entry's). */
  reason: string | null;
  /** started | done | released */
  state: string;
  /** Why the gateway did not give the money back. */
  note: string | null;
  started_at: number;
  settled_at: number | null;
}

export interface GatewayRefundTables { gateway_refunds: GatewayRefundsTable }
