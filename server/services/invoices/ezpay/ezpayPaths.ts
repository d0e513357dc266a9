/** ezPay's invoice APIs under its base URL (test https://cinv.ezpay.com.tw, production https://inv.ezpay.com.tw). */
export const EZPAY_PATHS = {
  issue: '/Api/invoice_issue',
  void: '/Api/invoice_invalid',
  allowance: '/Api/allowance_issue',
  search: '/Api/invoice_search',
  checkBarcode: '/Api_inv_application/checkBarCode',
  checkLoveCode: '/Api_inv_application/checkLoveCode',
} as const;

export const EZPAY_TEST_URL = 'https://cinv.ezpay.com.tw';
export const EZPAY_PRODUCTION_URL = 'https://inv.ezpay.com.tw';
