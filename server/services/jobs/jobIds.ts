import { createHash } from 'node:crypto';

/**
 * A uuid that is the same in every process for the same text. pg-boss inserts a job whose id exists
 * as nothing (ON CONFLICT DO NOTHING), so a job keyed this way is created once however many
 * processes try: one run per period of a recurring job, one job per singletonKey.
 */
export function stableJobId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
