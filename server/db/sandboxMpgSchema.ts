/** The demo mode's local NewebPay MPG (migration 0028); see services/payments/newebpay/sandbox/. */
export interface SandboxMpgTradesTable {
  trade_no: string;
  merchant_order_no: string;
  amt: number;
  /** CREDIT | VACC | LINEPAY */
  payment_type: string;
  /** The decrypted trade fields (JSON): NotifyURL, ReturnURL, CustomerURL and the rest. */
  fields: string;
  /** open | challenge | paid | failed | cancelled | refunded */
  status: string;
  close_status: number;
  back_status: number;
  card6: string | null;
  card4: string | null;
  bank_code: string | null;
  code_no: string | null;
  created_at: number;
  updated_at: number;
}

export interface SandboxMpgTables {
  sandbox_mpg_trades: SandboxMpgTradesTable;
}
