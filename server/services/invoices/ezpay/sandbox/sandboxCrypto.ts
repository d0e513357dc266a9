import { createCipheriv } from 'node:crypto';
import type { EzPayKeys } from '../ezpayCrypto';

/**
 * What ezPay's own PHP answers with: AES-256-CBC padded to 32-byte blocks (its manual's `addpadding`),
 * which a plain PKCS#7 decrypt refuses whenever the padding is longer than 16 bytes. The sandbox pads
 * the same way, so the adapter is tested against it.
 */
export function encryptPadded32(plain: string, keys: EzPayKeys): string {
  const data = Buffer.from(plain, 'utf8');
  const pad = 32 - (data.length % 32);
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(keys.hashKey, 'utf8'), Buffer.from(keys.hashIv, 'utf8')).setAutoPadding(false);
  return Buffer.concat([cipher.update(Buffer.concat([data, Buffer.alloc(pad, pad)])), cipher.final()]).toString('hex');
}
