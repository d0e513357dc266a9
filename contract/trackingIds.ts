/** The visitor's anonymous id: cookie (browser) or header (native app); issued by the collector when absent. */
export const ANONYMOUS_ID = 'anonymous_id';
/** What an anonymous id looks like (no zod here: the browser checks it in its first bundle). */
export const ANONYMOUS_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
