/**
 * The database is away or cannot take writes: a state that passes by itself (PostgreSQL restarting,
 * a full disk being cleared) or needs an operator (the SQLite file deleted or replaced). Either way the
 * request fails as service-unavailable, never as an unexpected 500.
 */
export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: 'file-moved' | 'disk-full', message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket failures on the way to PostgreSQL (refused while it restarts, reset when it stops). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
 * 53100 disk_full, 53300 too_many_connections; class 08 is every connection exception.
 */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53100', '53300']);

/** node-postgres and pg-pool say these in words only, without a code. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end',
];

/** SQLite: an I/O error, a full disk, a file it may no longer write (moved, read-only), or cannot open. */
const sqliteUnavailable = (code: string): boolean =>
  code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY') || code === 'SQLITE_FULL' || code.startsWith('SQLITE_CANTOPEN');

function byCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  return NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || sqliteUnavailable(code);
}

/**
 * Whether a failure means "the database is away or cannot write" rather than a bug. Looks through
 * `cause` and an AggregateError's `errors` (a refused connect to a host with several addresses).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (byCode(code)) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((words) => message.includes(words))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}
