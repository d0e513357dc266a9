import type { Config } from '../../config';
import { EzPayInvoiceIssuer } from './ezpay/EzPayInvoiceIssuer';
import { sandboxInvoiceConfig } from './ezpay/sandbox/sandboxSettings';
import { NoInvoiceIssuer, type InvoiceIssuer } from './InvoiceIssuer';

/** ezPay with EZPAY_*, or in demo mode without them the local sandbox ezPay (same protocol, its own URL and keys). */
export function invoiceIssuerFor(config: Config): InvoiceIssuer {
  const settings = config.invoice ?? (config.demoMode ? sandboxInvoiceConfig(config.publicOrigin) : null);
  return settings ? new EzPayInvoiceIssuer(settings) : new NoInvoiceIssuer();
}
