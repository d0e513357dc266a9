import type { Kysely } from 'kysely';
import type { AdminQaReportBody } from '../../../contract/adminWork';
import type { QaReportQuery } from '../../../contract/adminWorkRequests';
import type { Database } from '../../db/schema';
import {
  countQaReports, findQaReport, listQaReports, reportedPosts, setPostHidden, settleReport, settleReports, type ReportTarget,
} from '../../db/repositories/admin/qaReports';
import { recordAudit, type Actor } from './audit';

export const REPORT_STATUS_LABELS: Readonly<Record<string, string>> = { open: '待處理', hidden: '已隱藏', restored: '已恢復', dismissed: '不處理' };
const EXCERPT = 80;
const excerpt = (text: string) => { const chars = [...text.replace(/\s+/g, ' ').trim()]; return chars.length > EXCERPT ? `${chars.slice(0, EXCERPT).join('')}…` : chars.join(''); };

/** 問答檢舉佇列: open reports oldest first, with the reported post's text and whether it is hidden now. */
export async function qaReportQueue(db: Kysely<Database>, query: QaReportQuery): Promise<{ rows: AdminQaReportBody[]; total: number }> {
  const [reports, total] = await Promise.all([
    listQaReports(db, query.status, { offset: query.page * query.page_size, limit: query.page_size }), countQaReports(db, query.status),
  ]);
  const posts = await reportedPosts(db, {
    questions: reports.filter((r) => r.target_type === 'question').map((r) => r.target_id),
    answers: reports.filter((r) => r.target_type === 'answer').map((r) => r.target_id),
  });
  return {
    total,
    rows: reports.map((r) => {
      const post = (r.target_type === 'question' ? posts.questions : posts.answers).find((p) => p.id === r.target_id);
      return {
        id: r.id, target_type: r.target_type as ReportTarget, target_id: r.target_id, question_id: post?.question_id ?? null,
        excerpt: excerpt(post?.text ?? ''), reason: r.reason, note: r.note, status: r.status, status_label: REPORT_STATUS_LABELS[r.status] ?? r.status,
        target_hidden: post?.hidden_at != null, created_at: Number(r.created_at),
      };
    }),
  };
}

export type Moderation = { ok: true; status: string; hidden: boolean } | { ok: false; reason: 'not-found' | 'decided' };
type Move = { from: string; to: string; hide: boolean | null; action: string };

const MOVES: Readonly<Record<'hide' | 'restore' | 'dismiss', Move>> = {
  hide: { from: 'open', to: 'hidden', hide: true, action: 'qa.hide' },
  restore: { from: 'hidden', to: 'restored', hide: false, action: 'qa.restore' },
  dismiss: { from: 'open', to: 'dismissed', hide: null, action: 'qa.dismiss' },
};

/**
 * Hide (the post leaves the forum; every open report of it is settled with it), restore (it comes
 * back), or dismiss (nothing changes on the forum): one transaction with its audit entry.
 */
export async function moderate(db: Kysely<Database>, actor: Actor, reportId: number, kind: keyof typeof MOVES, now: number): Promise<Moderation> {
  const report = await findQaReport(db, reportId);
  if (!report) return { ok: false, reason: 'not-found' };
  const move = MOVES[kind];
  const target = { type: report.target_type as ReportTarget, id: report.target_id };
  const done = await db.transaction().execute(async (trx) => {
    if (!(await settleReport(trx, reportId, move.from, move.to, now))) return false;
    if (move.hide !== null) await setPostHidden(trx, target.type, target.id, move.hide ? now : null);
    if (move.hide) await settleReports(trx, target, ['open'], 'hidden', now);
    await recordAudit(trx, actor, {
      action: move.action, entity: `qa_${target.type}`, entityId: target.id,
      before: { report: reportId, status: move.from }, after: { report: reportId, status: move.to },
    }, now);
    return true;
  });
  if (!done) return { ok: false, reason: 'decided' };
  return { ok: true, status: move.to, hidden: move.hide ?? report.status === 'hidden' };
}
