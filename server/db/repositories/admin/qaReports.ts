import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database> | Transaction<Database>;
export type ReportFilter = 'open' | 'decided' | 'all';
export type ReportTarget = 'question' | 'answer';

const reportsQuery = (db: Db, filter: ReportFilter) => {
  const q = db.selectFrom('qa_reports');
  if (filter === 'open') return q.where('status', '=', 'open');
  return filter === 'decided' ? q.where('status', '!=', 'open') : q;
};

export const listQaReports = (db: Db, filter: ReportFilter, page: { offset: number; limit: number }) =>
  reportsQuery(db, filter).selectAll().orderBy('created_at', filter === 'open' ? 'asc' : 'desc').orderBy('id').limit(page.limit).offset(page.offset).execute();

export async function countQaReports(db: Db, filter: ReportFilter): Promise<number> {
  const row = await reportsQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findQaReport = (db: Db, id: number) => db.selectFrom('qa_reports').selectAll().where('id', '=', id).executeTakeFirst();

/** The reported posts' text, hidden mark and question, for the queue. */
export async function reportedPosts(db: Db, ids: { questions: number[]; answers: number[] }) {
  const [questions, answers] = await Promise.all([
    ids.questions.length === 0 ? [] : db.selectFrom('qa_questions').select(['id', 'title as text', 'hidden_at', 'id as question_id']).where('id', 'in', ids.questions).execute(),
    ids.answers.length === 0 ? [] : db.selectFrom('qa_answers').select(['id', 'body as text', 'hidden_at', 'question_id']).where('id', 'in', ids.answers).execute(),
  ]);
  return { questions, answers };
}

export async function setPostHidden(db: Db, target: ReportTarget, id: number, hiddenAt: number | null): Promise<void> {
  if (target === 'question') await db.updateTable('qa_questions').set({ hidden_at: hiddenAt }).where('id', '=', id).execute();
  else await db.updateTable('qa_answers').set({ hidden_at: hiddenAt }).where('id', '=', id).execute();
}

/** Moves the reports of one post from some statuses to another (every open report of a hidden post is settled with it). */
export async function settleReports(db: Db, target: { type: ReportTarget; id: number }, from: string[], to: string, now: number): Promise<number> {
  const done = await db.updateTable('qa_reports').set({ status: to, decided_at: now })
    .where('target_type', '=', target.type).where('target_id', '=', target.id).where('status', 'in', from).executeTakeFirst();
  return Number(done.numUpdatedRows);
}

/** Moves one report, guarded on its status; false when it moved meanwhile. */
export async function settleReport(db: Db, id: number, from: string, to: string, now: number): Promise<boolean> {
  const done = await db.updateTable('qa_reports').set({ status: to, decided_at: now }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}
