import type { InvoiceConfig } from '../../../../invoiceConfig';

/** The demo's local ezPay lives under this path of the shop's own origin; only the URL and keys differ from ezPay's. */
export const SANDBOX_EZPAY_BASE = '/sandbox/ezpay';

/** A demo merchant: not a secret (the sandbox exists only in demo mode), but the real protocol's 32- and 16-byte keys. */
export const SANDBOX_EZPAY_MERCHANT = { merchantId: 'EZ_SANDBOX_DEMO', hashKey: 'sandboxezpaykey_0123456789abcdef', hashIv: 'sandboxezpayiv01' } as const;

/** The test 字軌 the sandbox numbers invoices from: AB00000001, AB00000002, … */
export const SANDBOX_TRACK = 'AB';

/** The codes the sandbox's checks know; every other well-formed one is unknown (IsExist N). */
export const SANDBOX_KNOWN_CODES = {
  mobile_barcode: ['/ABC.123', '/ABC+123', '/JT2026+', '/BB-0001'],
  donation: ['919', '8585', '25885'],
} as const;

export function sandboxInvoiceConfig(publicOrigin: string): InvoiceConfig {
  return { ...SANDBOX_EZPAY_MERCHANT, url: `${publicOrigin}${SANDBOX_EZPAY_BASE}` };
}
