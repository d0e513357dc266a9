/** The error pages of SPEC §2.3 and §8, each answered with its own HTTP status. */
export type ErrorPage = 'not-found' | 'forbidden' | 'too-many' | 'busy' | 'bad-gateway' | 'unavailable' | 'timeout';

const STATUS_BY_KIND: Readonly<Record<string, number>> = {
  'not-found': 404,
  'service-unavailable': 503,
  'too-many-attempts': 429,
  parameter: 400,
  // The 30 s client timeout (SPEC §7): the page server answers the way a gateway that waited does.
  'request-timeout': 504,
};

/** An API's 403 or 502 keeps its status: each has a page of its own (SPEC §8 also reports them). */
const OWN_PAGE_STATUSES: ReadonlySet<number> = new Set([403, 502]);

/** The status a page answers with for a failure: a client exception kind of SPEC §8, or 500 (the busy page). */
export function errorPageStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('kind' in error)) return 500;
  const { kind, status } = error as { kind: unknown; status?: unknown };
  if (kind === 'api' && typeof status === 'number' && OWN_PAGE_STATUSES.has(status)) return status;
  return STATUS_BY_KIND[String(kind)] ?? 500;
}

const PAGE_BY_STATUS: Readonly<Record<number, ErrorPage>> = {
  403: 'forbidden', 404: 'not-found', 429: 'too-many', 502: 'bad-gateway', 503: 'unavailable', 504: 'timeout',
};

/** Which page a status shows: anything else (500, an unreachable service) is the busy page. */
export const errorPageFor = (status: number): ErrorPage => PAGE_BY_STATUS[status] ?? 'busy';
