/**
 * The version of the 服務條款 and 隱私權政策 a sign-up agrees to: the date they were last changed, shown on
 * /terms and /privacy. A new version is a new date here; the account keeps the version and the moment it agreed.
 */
export const TERMS_VERSION = '2026-11-01';

/** How /terms and /privacy say the date. */
export const TERMS_UPDATED_ON = '2026 年 11 月 1 日';
