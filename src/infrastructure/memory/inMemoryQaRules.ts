import type { QaRejection } from '../../application/qa/ports';
import { QaMessages } from '../../domain/qa/messages';

/** The server's code for each refusal status (401 signed out, 403 not hers, 404 missing, 400 bad input). */
const CODES: Record<number, string> = { 401: 'AUTH_100001', 403: 'QA_NOT_OWNER', 404: 'GEN_000002', 429: 'GEN_000429' };

/** The server's questionLimits (server/services/qa/quota.ts): five questions a member an hour; the fake's hour never ends. */
export const QUESTIONS_PER_HOUR = 5;

/** A write the forum fake refuses, as the typed client hands the server's refusal back. */
export const refuse = (status: number, message: string, fields: Record<string, string> = {}): QaRejection =>
  ({ ok: false, status, code: CODES[status] ?? 'GEN_000400', message, fields });

export const SIGNED_OUT = refuse(401, QaMessages.FAILED);

/** Adds or takes back one member's mark on a post, which she counts once (a stocked count stands for others' marks). */
export function toggle(marks: Map<number, Set<number>>, postId: number, memberId: number, on: boolean, count: number): number {
  const who = marks.get(postId) ?? new Set<number>();
  const had = who.has(memberId);
  if (on) who.add(memberId);
  else who.delete(memberId);
  marks.set(postId, who);
  return count + (on && !had ? 1 : !on && had ? -1 : 0);
}
