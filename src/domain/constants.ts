/**
 * Business constants and limits of SPEC §9, in one place so a product owner can find them.
 * Durations are milliseconds unless the name says otherwise.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
export const DAY_MS = 24 * HOUR;

export const ADULT_CONFIRMATION_VALIDITY_MS = 30 * MINUTE;
export const POPUP_AUTO_CLOSE_MS = 3000;
export const TOAST_AUTO_CLOSE_MS = 3000;
export const UTM_COOKIE_MAX_AGE_MS = DAY_MS;
export const FEATURED_ANIMATION_INTERVAL_MS = DAY_MS;
export const CHUNK_RELOAD_GUARD_MS = 60 * SECOND;
export const REQUEST_TIMEOUT_MS = 30_000;
export const NOTIFICATION_TICK_MS = 1000;
/** A viewport shorter than this share of the screen height counts as small (SPEC §4.2). */
export const SMALL_VIEWPORT_RATIO = 0.75;
export const INVITE_DIALOG_RESHOW_MS = 3 * DAY_MS;
export const SMART_BANNER_COOLDOWN_MS = 2 * DAY_MS;
export const SMART_BANNER_RATING_COUNT = 1762;
export const BROWSING_SESSION_TIMEOUT_MS = 30 * MINUTE;
export const QUALIFIED_QUERY_TTL_MS = 30 * MINUTE;
export const QUALIFIED_QUERY_MAX = 100;
export const BADGE_STATUS_CACHE_MS = 30 * SECOND;
export const BADGE_COUNT_CAP = 99;
export const DOUBLE_TAP_GUARD_MS = 300;
/** A token counts as expired from one day before its expired_at (SPEC §4.1). */
export const TOKEN_EXPIRY_MARGIN_MS = DAY_MS;
export const DEFAULT_CART_GROUP_ID = 1;
export const CURRENCY = 'TWD';
export const DEFAULT_SORT = 'hot';
export const PROGRESS_STEP = 2;
export const PROGRESS_TICK_MS = 100;
/** The progress bar finishes once it has climbed above this value. */
export const PROGRESS_DONE_ABOVE = 95;
export const POPUP_LAYER_START = 3000;
export const POPUP_SHADOW_ANIMATION_MS = 200;
export const PAGE_FADE_MS = 150;
/** The mobile layout footer is hidden from this viewport width up. */
export const MOBILE_FOOTER_HIDDEN_FROM_PX = 1199;
export const LAZY_IMAGE_PRELOAD_PX = 150;
/** Customer-service hours, Monday to Friday, Asia/Taipei. */
export const CUSTOMER_SERVICE_HOURS = [
  { from: '09:30', to: '12:00' },
  { from: '14:00', to: '17:30' },
] as const;
export const CUSTOMER_SERVICE_HOURS_TEXT = '客服時間：週一至週五 9:30-12:00、14:00-17:30';
export const FIRST_APP_DOWNLOAD_COUPON_TWD = 100;
/** Account input limits; contract/auth.ts holds the same numbers for the server's schemas. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NICKNAME_MAX_LENGTH = 20;
export const EMAIL_MAX_LENGTH = 254;
