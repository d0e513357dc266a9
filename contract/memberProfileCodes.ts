// No zod here: the in-memory adapters and the UI read these without the schemas.
/** Error codes this area adds (same shape as SPEC §8's). */
export const MemberProfileErrorCode = {
  BABY_LIMIT: 'MEMBER_BABY_LIMIT',
  REVIEW_NOT_ALLOWED: 'REVIEW_NOT_ALLOWED',
  REVIEW_ALREADY: 'REVIEW_ALREADY_WRITTEN',
  PASSWORD_WRONG: 'ACCOUNT_PASSWORD_WRONG',
  CONFIRM_PHRASE_WRONG: 'ACCOUNT_CONFIRM_PHRASE_WRONG',
  OPEN_ORDERS: 'ACCOUNT_HAS_OPEN_ORDERS',
} as const;

/** What a member without a password types to confirm the deletion. */
export const DELETE_CONFIRM_PHRASE = '刪除帳號';
