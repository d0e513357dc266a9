/** Cookie names shared by client and server (no zod here: the browser reads them in its first bundle). */
export const Cookie = {
  AUTH_TOKEN_DATA: 'auth_token_data',
  SESSION: 'sid',
  UTM: 'utm_data',
  FEATURED_ANIMATION: 'featured_animated',
  /** Short-lived state of a social sign-in (CSRF check of the OAuth round trip). */
  SOCIAL_STATE: 'social_state',
  /** The back office's session (path /admin, SameSite=Strict): separate from any member sign-in. */
  STAFF_SESSION: 'staff_sid',
} as const;
