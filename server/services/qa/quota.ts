import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { release, reserve, type Limit } from '../auth/rateLimiter';
import { report } from './reactions';

type Db = Kysely<Database>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Too many posts or reports in the hour: the seconds to wait (Retry-After). */
export interface TooMany { kind: 'too-many'; wait: number }

export const questionLimits = (memberId: number): Limit[] => [{ key: `qa-question:${memberId}`, max: 5, windowMs: HOUR }];
export const answerLimits = (memberId: number): Limit[] => [{ key: `qa-answer:${memberId}`, max: 30, windowMs: HOUR }];
const reportLimits = (memberId: number): Limit[] => [{ key: `qa-reports:${memberId}`, max: 30, windowMs: HOUR }];
/** One stored report per member and post: the counter row doubles as an atomic "already reported" mark. */
const sameReport = (memberId: number, type: string, id: number): Limit[] => [{ key: `qa-report:${memberId}:${type}:${id}`, max: 1, windowMs: 365 * DAY }];

/**
 * Reserved before a post (parallel posts cannot pass the limit, PostgreSQL included) and given back
 * when the post is refused or fails, so a form's validation errors never use up the quota.
 */
export async function withQuota<T>(db: Db, limits: Limit[], now: number, post: () => Promise<T>, posted: (outcome: T) => boolean): Promise<T | TooMany> {
  const wait = await reserve(db, limits, now);
  if (wait !== null) return { kind: 'too-many', wait };
  const outcome = await post().catch(async (error: unknown) => {
    await release(db, limits);
    throw error;
  });
  if (!posted(outcome)) await release(db, limits);
  return outcome;
}

export type ReportInput = Parameters<typeof report>[2];

/** A report, within the member's hourly reports; a repeat is answered the same and stored once. */
export async function reportOnce(db: Db, memberId: number, input: ReportInput, now: number): Promise<TooMany | { kind: 'missing' } | { kind: 'reported' }> {
  const wait = await reserve(db, reportLimits(memberId), now);
  if (wait !== null) return { kind: 'too-many', wait };
  const mark = sameReport(memberId, input.target_type, input.target_id);
  if ((await reserve(db, mark, now)) === null && !(await report(db, memberId, input, now))) {
    await release(db, [...mark, ...reportLimits(memberId)]);
    return { kind: 'missing' };
  }
  return { kind: 'reported' };
}
