import { fail, ok, type Result } from '../errors/Result';
import { CheckoutMessages } from './messages';

export type Invoice =
  | { kind: 'member' }
  | { kind: 'mobile_barcode'; code: string }
  | { kind: 'citizen_cert'; code: string }
  | { kind: 'company'; taxId: string; companyName: string }
  | { kind: 'donation'; code: string };

export const MOBILE_BARCODE = /^\/[0-9A-Z.+-]{7}$/;
export const CITIZEN_CERT = /^[A-Z]{2}\d{14}$/;
export const DONATION_CODE = /^\d{3,7}$/;
const WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1];

const digitSum = (n: number): number => Math.floor(n / 10) + (n % 10);

/**
 * 統一編號 checksum (財政部, 2023 rule): each digit times its weight, the digits of each product
 * summed, the total divisible by 5. When the seventh digit is 7 its product 28 may count as 10
 * or as 1 (2+8 → 10 → 1), so either total passing is valid.
 */
export function isValidTaxId(taxId: string): boolean {
  if (!/^\d{8}$/.test(taxId)) return false;
  const sums = [...taxId].map((d, i) => digitSum(Number(d) * WEIGHTS[i]));
  const total = sums.reduce((a, b) => a + b, 0);
  if (total % 5 === 0) return true;
  return taxId[6] === '7' && (total + 1) % 5 === 0;
}

export function checkInvoice(invoice: Invoice): Result<Invoice, Record<string, string>> {
  switch (invoice.kind) {
    case 'member':
      return ok(invoice);
    case 'mobile_barcode':
      return MOBILE_BARCODE.test(invoice.code) ? ok(invoice) : fail({ code: CheckoutMessages.INVOICE_MOBILE_BARCODE });
    case 'citizen_cert':
      return CITIZEN_CERT.test(invoice.code) ? ok(invoice) : fail({ code: CheckoutMessages.INVOICE_CITIZEN_CERT });
    case 'donation':
      return DONATION_CODE.test(invoice.code) ? ok(invoice) : fail({ code: CheckoutMessages.INVOICE_DONATION_CODE });
    case 'company':
      return checkCompany(invoice);
  }
}

function checkCompany(invoice: Extract<Invoice, { kind: 'company' }>): Result<Invoice, Record<string, string>> {
  const errors: Record<string, string> = {};
  if (!isValidTaxId(invoice.taxId)) errors.taxId = CheckoutMessages.INVOICE_TAX_ID;
  if (invoice.companyName.trim() === '') errors.companyName = CheckoutMessages.INVOICE_COMPANY_NAME;
  return Object.keys(errors).length === 0 ? ok({ ...invoice, companyName: invoice.companyName.trim() }) : fail(errors);
}
