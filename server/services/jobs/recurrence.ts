import { CronExpressionParser } from 'cron-parser';
import type { Recurrence } from './Jobs';

/** Epoch ms of the next run after `from` (cron in UTC). */
export function nextRunAfter(when: Recurrence, from: number): number {
  if ('everyMs' in when) return from + when.everyMs;
  return CronExpressionParser.parse(when.cron, { currentDate: new Date(from), tz: 'UTC' }).next().getTime();
}
