import { fail, ok, type Result } from '../errors/Result';
import { WalletMessages } from './messages';

export const PROMOTION_CODE_MAX = 32;
const CODE = /^[A-Z0-9-]{1,32}$/;

/** Codes are case-insensitive and typed with stray spaces: BABY100 = " baby100 ". */
export const normalizePromotionCode = (raw: string): string => raw.trim().toUpperCase();

/** The code a member typed, normalized, or what is wrong with it. */
export function checkPromotionCode(raw: string): Result<string, string> {
  const code = normalizePromotionCode(raw);
  if (code === '') return fail(WalletMessages.CODE_REQUIRED);
  return CODE.test(code) ? ok(code) : fail(WalletMessages.CODE_FORMAT);
}
