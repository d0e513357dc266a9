/** The visitor's anonymous id: cookie (browser) or header (native app); issued by the collector when absent. */
export const ANONYMOUS_ID = 'anonymous_id';
/** What an anonymous id looks like (no zod here: the browser checks it in its first bundle). */
export const ANONYMOUS_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The collector's paths, for the declarations (contract/endpoints/tracking.ts) and for the browser's
 * beacons, which send from its first bundle with fetch keepalive and so load no schema.
 */
export const CollectorPaths = {
  EVENTS: '/v1/events',
  ERROR_REPORTS: '/v1/error-reports',
  SEARCH_CLICK: '/search/v1/click-after-search',
  SEARCH_CONVERT: '/search/v1/convert-after-search',
} as const;
