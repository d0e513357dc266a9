import type { Generated } from 'kysely';

/** Tables of migration 0030_einvoices: e-invoices and 折讓 as the provider numbered them. Times in epoch ms. */
export interface EinvoicesTable {
  id: Generated<number>;
  order_id: number;
  /** What the provider knows the invoice by (the order number). */
  merchant_order_no: string;
  /** pending (to issue) | issued | voiding (to void) | voided | dropped (its order cancelled before it was issued) | review (an answer we could not verify: staff look) */
  status: string;
  total: number;
  number: string | null;
  /** 隨機碼: with the number, what a buyer needs to look the invoice up. */
  random_code: string | null;
  /** The provider's own trade number for the invoice (ezPay InvoiceTransNo). */
  trans_no: string | null;
  issued_at: number | null;
  voided_at: number | null;
  attempts: number;
  next_attempt_at: number;
  /** The last failure, for staff: the provider's status and message, never the fields sent. */
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export interface EinvoiceAllowancesTable {
  id: Generated<number>;
  refund_id: number;
  order_id: number;
  /** pending | issued | review */
  status: string;
  /** Tax included, as refunded. */
  amount: number;
  number: string | null;
  /** What the invoice has left after this 折讓 (the provider's RemainAmt). */
  remaining: number | null;
  issued_at: number | null;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

/** The provider's answer about a 手機條碼 or 捐贈碼, kept briefly so a checkout does not ask twice. */
export interface EinvoiceCodeChecksTable {
  /** mobile_barcode | donation */
  kind: string;
  code: string;
  found: number;
  checked_at: number;
}

/** Demo mode's local ezPay: its 字軌 counters and what it issued. */
export interface SandboxEzpaySequencesTable { name: string; last: number }

export interface SandboxEzpayInvoicesTable {
  invoice_number: string;
  merchant_order_no: string;
  trans_no: string;
  random_num: string;
  total_amt: number;
  remaining_amt: number;
  /** issued | void */
  status: string;
  /** The decrypted issue fields (JSON). */
  fields: string;
  created_at: number;
  updated_at: number;
}

export interface SandboxEzpayAllowancesTable { allowance_no: string; invoice_number: string; amount: number; created_at: number }

export interface InvoiceTables {
  einvoices: EinvoicesTable;
  einvoice_allowances: EinvoiceAllowancesTable;
  einvoice_code_checks: EinvoiceCodeChecksTable;
  sandbox_ezpay_sequences: SandboxEzpaySequencesTable;
  sandbox_ezpay_invoices: SandboxEzpayInvoicesTable;
  sandbox_ezpay_allowances: SandboxEzpayAllowancesTable;
}
