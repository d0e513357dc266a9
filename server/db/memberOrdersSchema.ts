import type { Generated } from 'kysely';

/** Tables of migration 0010_memberOrders: refunds, their lines and invoice allowances. Times in epoch ms. */
export interface RefundsTable {
  id: Generated<number>;
  member_id: number;
  order_id: number;
  /** requested | approved | refunded | rejected */
  status: string;
  /** A REFUND_REASONS code; `note` is the member's own words. */
  reason: string;
  note: string;
  /** original | credit */
  refund_to: string;
  amount: number;
  credit_returned: number;
  created_at: number;
  decided_at: number | null;
  refunded_at: number | null;
  /** Staff's reason for a rejection, shown to the member (migration 0033). */
  reject_reason: Generated<string | null>;
}

export interface RefundLinesTable {
  id: Generated<number>;
  refund_id: number;
  order_line_id: number;
  option_id: number;
  quantity: number;
  amount: number;
}

/** 折讓單: the e-invoice allowance written when a refund is paid. */
export interface InvoiceAllowancesTable {
  id: Generated<number>;
  refund_id: number;
  order_id: number;
  number: string;
  amount: number;
  created_at: number;
}

export interface MemberOrdersTables {
  refunds: RefundsTable;
  refund_lines: RefundLinesTable;
  invoice_allowances: InvoiceAllowancesTable;
}
