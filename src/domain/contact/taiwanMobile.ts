/**
 * A Taiwanese mobile number as parents type it (0912-345-678, 0912 345 678, ０９１２…, +886 912 345 678)
 * is one number: stored as ten digits `0912345678`, shown grouped `0912-345-678`. contract/taiwanMobile.ts
 * applies the same folding to every request that takes a mobile (a test keeps the two in step).
 */
export const TAIWAN_MOBILE_PATTERN = /^09\d{8}$/;

const FULL_WIDTH_DIGIT = /[０-９]/g;
// Spaces (any width), hyphens and dashes, dots and brackets are only grouping.
const SEPARATORS = /[\s\u3000\-‐‑‒–—―－.()（）]/g;

/** Ten digits when the input is a mobile written with grouping; anything else comes back trimmed for the check to refuse. */
export function normalizeTaiwanMobile(input: string): string {
  const folded = input.replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  const digits = folded.replace(SEPARATORS, '');
  const national = digits.replace(/^\+?886(?=9\d{8}$)/, '0');
  return TAIWAN_MOBILE_PATTERN.test(national) ? national : input.trim();
}

export const isTaiwanMobile = (input: string): boolean => TAIWAN_MOBILE_PATTERN.test(normalizeTaiwanMobile(input));

/** 0912345678 → 0912-345-678; anything else as it is. */
export function formatTaiwanMobile(mobile: string): string {
  const m = /^(09\d{2})(\d{3})(\d{3})$/.exec(mobile);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : mobile;
}
