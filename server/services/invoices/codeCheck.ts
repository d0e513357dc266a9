import type { InvoiceInput } from '../../../contract/checkoutRequests';
import { DONATION_CODE, MOBILE_BARCODE } from '../../../src/domain/checkout/invoice';
import { CheckoutMessages } from '../../../src/domain/checkout/messages';
import { findCheckoutInvoice, findCodeCheck, saveCodeCheck } from '../../db/repositories/invoices/codeChecks';
import type { InvoiceDeps } from './attempts';
import type { CodeKind } from './InvoiceIssuer';

/** Long enough for one checkout (the choice, then placing the order), short enough that a newly registered code is soon found. */
export const CODE_CHECK_TTL_MS = 10 * 60_000;

const UNKNOWN: Record<CodeKind, string> = {
  mobile_barcode: CheckoutMessages.INVOICE_MOBILE_BARCODE_UNKNOWN,
  donation: CheckoutMessages.INVOICE_DONATION_CODE_UNKNOWN,
};

async function codeFound(deps: InvoiceDeps, kind: CodeKind, code: string): Promise<boolean> {
  const now = deps.now();
  const cached = await findCodeCheck(deps.db, kind, code);
  if (cached && Number(cached.checked_at) > now - CODE_CHECK_TTL_MS) return cached.found === 1;
  const found = await deps.invoices.codeExists(kind, code, now);
  await saveCodeCheck(deps.db, kind, code, found, now);
  return found;
}

/**
 * A 手機條碼 or 捐贈碼 the provider does not know, as the field error the checkout shows; null when it is
 * known, malformed (the format check answers that), or cannot be asked now (no provider, or it is down:
 * the order is not held up, the invoice job meets the provider later).
 */
export async function unknownInvoiceCode(deps: InvoiceDeps, invoice: InvoiceInput | undefined): Promise<Record<string, string> | null> {
  if (!invoice || !deps.invoices.configured) return null;
  const kind = invoice.kind === 'mobile_barcode' && MOBILE_BARCODE.test(invoice.code) ? 'mobile_barcode'
    : invoice.kind === 'donation' && DONATION_CODE.test(invoice.code) ? 'donation' : null;
  if (!kind || !('code' in invoice)) return null;
  try {
    return (await codeFound(deps, kind, invoice.code)) ? null : { 'invoice.code': UNKNOWN[kind] };
  } catch (err) {
    deps.log.warn({ kind, error: err instanceof Error ? err.message : String(err) }, 'the e-invoice code check failed; the code passes on its format');
    return null;
  }
}

/** The same, for the checkout an order is about to be placed from (a choice remembered from an earlier order is checked too). */
export async function unknownCheckoutInvoiceCode(deps: InvoiceDeps, memberId: number, checkoutId: number): Promise<Record<string, string> | null> {
  const row = await findCheckoutInvoice(deps.db, memberId, checkoutId);
  return row && row.order_id === null ? unknownInvoiceCode(deps, JSON.parse(row.invoice) as InvoiceInput) : null;
}
