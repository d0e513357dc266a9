/**
 * The e-invoice port (issue 27): a value-added centre issues the B2C invoice of a paid order, voids it,
 * issues 折讓 against it, and says whether a 手機條碼 or 捐贈碼 exists. Numbers come from the provider.
 */

/** Who the invoice is for and where it goes: the checkout's choices. */
export type InvoiceRecipient =
  /** 會員載具: kept in the provider's own carrier under the buyer's e-mail. */
  | { kind: 'member' }
  | { kind: 'mobile_barcode'; code: string }
  | { kind: 'citizen_cert'; code: string }
  | { kind: 'donation'; code: string }
  /** 三聯式: printed, with the company's 統一編號. */
  | { kind: 'company'; taxId: string; companyName: string };

/** One line as the buyer paid it (tax included). */
export interface InvoiceLine {
  name: string;
  count: number;
  unitPrice: number;
}

export interface InvoiceRequest {
  /** Unique per invoice at the provider: our order number. */
  orderNo: string;
  /** Tax included, what the buyer paid; the lines add up to it. */
  total: number;
  buyerName: string;
  buyerEmail: string;
  recipient: InvoiceRecipient;
  lines: InvoiceLine[];
}

export interface IssuedInvoice {
  number: string;
  randomCode: string;
  transNo: string;
  issuedAt: number;
}

/** What the void and the allowance name: the invoice as it was issued. */
export interface InvoiceRef {
  orderNo: string;
  number: string;
  randomCode: string;
  transNo: string;
  total: number;
}

export interface IssuedAllowance {
  number: string;
  /** What the invoice has left after it. */
  remaining: number;
}

export type CodeKind = 'mobile_barcode' | 'donation';

/** The provider refused or answered what cannot be believed; `answered` = it may have acted (do not repeat blindly). */
export class InvoiceProviderError extends Error {
  constructor(message: string, readonly answered: boolean) {
    super(message);
    this.name = 'InvoiceProviderError';
  }
}

export interface InvoiceIssuer {
  /** False when no provider is configured (then invoices wait, and checks pass on format alone). */
  readonly configured: boolean;
  issue(request: InvoiceRequest, now: number): Promise<IssuedInvoice>;
  /** The invoice the provider already has for this order and amount (a retry after a lost answer), or null. */
  find(orderNo: string, total: number, now: number): Promise<IssuedInvoice | null>;
  void(invoice: InvoiceRef, reason: string, now: number): Promise<void>;
  allowance(invoice: InvoiceRef, amount: number, itemName: string, buyerEmail: string, now: number): Promise<IssuedAllowance>;
  codeExists(kind: CodeKind, code: string, now: number): Promise<boolean>;
}

/** No provider: every call fails (the records stay pending and the job retries once one is configured). */
export class NoInvoiceIssuer implements InvoiceIssuer {
  readonly configured = false;
  private refuse(): never {
    throw new InvoiceProviderError('no e-invoice provider is configured (EZPAY_*)', false);
  }
  issue(): Promise<IssuedInvoice> { return Promise.resolve().then(() => this.refuse()); }
  find(): Promise<IssuedInvoice | null> { return Promise.resolve().then(() => this.refuse()); }
  void(): Promise<void> { return Promise.resolve().then(() => this.refuse()); }
  allowance(): Promise<IssuedAllowance> { return Promise.resolve().then(() => this.refuse()); }
  codeExists(): Promise<boolean> { return Promise.resolve().then(() => this.refuse()); }
}
