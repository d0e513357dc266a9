import type { Invoice } from './invoice';

/** How a chosen e-invoice reads on the checkout and order pages. */
export function invoiceSummary(invoice: Invoice): string {
  switch (invoice.kind) {
    case 'member': return '電子發票・會員載具';
    case 'mobile_barcode': return `電子發票・手機條碼 ${invoice.code}`;
    case 'citizen_cert': return `電子發票・自然人憑證 ${invoice.code}`;
    case 'company': return `電子發票・公司戶 ${invoice.taxId} ${invoice.companyName}`;
    case 'donation': return `捐贈發票・捐贈碼 ${invoice.code}`;
  }
}
