/** Messaging-app shopping sources (LINE 購物 and its gift shop). */
export const LINE_TRACE_SOURCES: readonly string[] = ['line', 'linegift', 'line_shopping', 'lineshopping', 'line_gift'];
/** Cashback-partner sources. */
export const SHOPBACK_TRACE_SOURCES: readonly string[] = ['shopback'];

export interface TraceFlags {
  isLineTrace: boolean;
  isShopbackTrace: boolean;
}

/** utm_source of a stored campaign query string (`utm_source=line&utm_medium=…`), lower-cased. */
export function utmSource(utmQueryString: string | null | undefined): string | null {
  if (!utmQueryString) return null;
  const source = new URLSearchParams(utmQueryString.replace(/^\?/, '')).get('utm_source');
  return source ? source.trim().toLowerCase() : null;
}

/** SPEC §3 derived flags: who brought the visitor, for partner attribution. */
export function traceFlags(utmQueryString: string | null | undefined): TraceFlags {
  const source = utmSource(utmQueryString);
  return {
    isLineTrace: source !== null && LINE_TRACE_SOURCES.includes(source),
    isShopbackTrace: source !== null && SHOPBACK_TRACE_SOURCES.includes(source),
  };
}
