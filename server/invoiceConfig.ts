/** The e-invoice provider's settings (EZPAY_*), parsed once at start with the rest of config.ts. */

export interface InvoiceConfig {
  /** EZPAY_MERCHANT_ID: the invoice merchant (ezPay's, not NewebPay's MPG one). */
  merchantId: string;
  /** EZPAY_HASH_KEY (32 bytes) and EZPAY_HASH_IV (16 bytes): AES-256-CBC of PostData_ and the answers' CheckCode. */
  hashKey: string;
  hashIv: string;
  /** EZPAY_URL: the API base, default production https://inv.ezpay.com.tw (test: https://cinv.ezpay.com.tw). */
  url: string;
}

type Env = Record<string, string | undefined>;

const orNull = (value: string | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/** Null until the merchant and both keys are set; wrong key lengths or a URL that is not http(s) refuse to start. */
export function parseInvoiceConfig(env: Env): InvoiceConfig | null {
  const [merchantId, hashKey, hashIv] = [env.EZPAY_MERCHANT_ID, env.EZPAY_HASH_KEY, env.EZPAY_HASH_IV].map(orNull);
  if (!merchantId || !hashKey || !hashIv) return null;
  if (Buffer.byteLength(hashKey) !== 32 || Buffer.byteLength(hashIv) !== 16) throw new Error('EZPAY_HASH_KEY must be 32 bytes and EZPAY_HASH_IV 16');
  const url = (orNull(env.EZPAY_URL) ?? 'https://inv.ezpay.com.tw').replace(/\/$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new Error('EZPAY_URL must be an http(s) URL');
  return { merchantId, hashKey, hashIv, url };
}
