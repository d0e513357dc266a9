import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TrackingLimits, type ErrorReportRequest } from '../../../contract/tracking';
import type { Database } from '../../db/schema';
import { upsertErrorReport } from '../../db/repositories/tracking/events';
import { reserve } from './quota';

const HOUR = 3_600_000;

export type ReportOutcome = 'stored' | 'counted' | 'rate-limited';

/** The same message with the same stack is one report, counted (SHA-256 of both). */
export const reportDigest = (message: string, stack: string): string => createHash('sha256').update(`${message}\n${stack}`).digest('hex');

/** Who sent a report: the visitor (its anonymous id, or its address without one) and the address it came from. */
export interface Reporter {
  visitorKey: string;
  address: string;
}

/** SPEC §8 error reporting: rate-limited per address and per visitor per hour, deduplicated by message+stack digest. */
export async function storeErrorReport(db: Kysely<Database>, reporter: Reporter, report: ErrorReportRequest, now: number): Promise<ReportOutcome> {
  const hour = Math.floor(now / HOUR);
  const window = (subject: string, limit: number) => ({ subject, bucket: `h:${hour}`, limit, expiresAt: (hour + 2) * HOUR });
  const windows = [
    window(`ea:${reporter.address}`, TrackingLimits.ERROR_REPORTS_PER_ADDRESS_PER_HOUR),
    window(`e:${reporter.visitorKey}`, TrackingLimits.ERROR_REPORTS_PER_VISITOR_PER_HOUR),
  ];
  if ((await reserve(db, windows, 1)).granted === 0) return 'rate-limited';
  const digest = reportDigest(report.message, report.stack);
  const count = await upsertErrorReport(db, { digest, message: report.message, stack: report.stack, path: report.path, context: JSON.stringify(report.context) }, now);
  return count === 1 ? 'stored' : 'counted';
}
