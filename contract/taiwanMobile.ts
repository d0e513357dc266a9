import { z } from 'zod/mini';

/**
 * The request side of src/domain/contact/taiwanMobile.ts (the contract imports nothing of ours, so the
 * folding is written twice; tests/contract/taiwanMobile.test.ts keeps the two in step). A mobile typed
 * as 0912-345-678 or 0912 345 678 reaches the handler as 0912345678; the area's rule then checks it.
 */
const FULL_WIDTH_DIGIT = /[０-９]/g;
const SEPARATORS = /[\s\u3000\-‐‑‒–—―－.()（）]/g;

export function normalizeTaiwanMobile(input: string): string {
  const folded = input.replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  const national = folded.replace(SEPARATORS, '').replace(/^\+?886(?=9\d{8}$)/, '0');
  return /^09\d{8}$/.test(national) ? national : input.trim();
}

/**
 * A mobile field of a request: bounded as typed (room for its grouping), then folded. What is not a
 * mobile passes on trimmed, so the area's rule refuses it with its zh-TW field message, not a bare 400.
 */
export const TaiwanMobileInput = z.string().check(z.maxLength(40), z.overwrite(normalizeTaiwanMobile));
