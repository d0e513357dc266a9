import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../schema';
import type { QaReportsTable } from '../../qaSchema';

type Db = Kysely<Database>;

/** Idempotent: a second like of the same answer by the same member changes nothing. */
export async function insertAnswerLike(db: Db, answerId: number, memberId: number, now: number): Promise<void> {
  await db.insertInto('qa_answer_likes').values({ answer_id: answerId, member_id: memberId, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
}

export async function deleteAnswerLike(db: Db, answerId: number, memberId: number): Promise<void> {
  await db.deleteFrom('qa_answer_likes').where('answer_id', '=', answerId).where('member_id', '=', memberId).execute();
}

/** Idempotent, like a like. */
export async function insertFollow(db: Db, questionId: number, memberId: number, now: number): Promise<void> {
  await db.insertInto('qa_follows').values({ question_id: questionId, member_id: memberId, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
}

export async function deleteFollow(db: Db, questionId: number, memberId: number): Promise<void> {
  await db.deleteFrom('qa_follows').where('question_id', '=', questionId).where('member_id', '=', memberId).execute();
}

export const findFollow = (db: Db, questionId: number, memberId: number) =>
  db.selectFrom('qa_follows').select('member_id').where('question_id', '=', questionId).where('member_id', '=', memberId).executeTakeFirst();

export async function insertReport(db: Db, report: Insertable<QaReportsTable>): Promise<void> {
  await db.insertInto('qa_reports').values(report).execute();
}
