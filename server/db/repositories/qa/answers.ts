import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

export const findAnswerId = (db: Db, id: number) => db.selectFrom('qa_answers').select('id').where('id', '=', id).executeTakeFirst();

export const findAnswerOwner = (db: Db, id: number) => db.selectFrom('qa_answers').select('member_id').where('id', '=', id).executeTakeFirst();

/** A question's answers with their writers' nicknames, most liked first, then oldest first. */
export const listAnswerRows = (db: Db, questionId: number) =>
  db.selectFrom('qa_answers').innerJoin('members', 'members.id', 'qa_answers.member_id')
    .select(['qa_answers.id', 'body', 'like_count', 'member_id', 'qa_answers.created_at', 'qa_answers.updated_at', 'members.nickname'])
    .where('question_id', '=', questionId).where('qa_answers.hidden_at', 'is', null).orderBy('like_count', 'desc').orderBy('qa_answers.id').execute();

/** Which of these answers the member likes. */
export async function listLikedAnswerIds(db: Db, memberId: number, answerIds: readonly number[]): Promise<number[]> {
  const rows = await db.selectFrom('qa_answer_likes').select('answer_id').where('member_id', '=', memberId).where('answer_id', 'in', answerIds).execute();
  return rows.map((r) => r.answer_id);
}

export async function insertAnswer(db: Db, values: { question_id: number; member_id: number; body: string; now: number }): Promise<number> {
  const { now, ...row } = values;
  const { id } = await db.insertInto('qa_answers').values({ ...row, like_count: 0, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateAnswerBody(db: Db, id: number, body: string, now: number): Promise<void> {
  await db.updateTable('qa_answers').set({ body, updated_at: now }).where('id', '=', id).execute();
}

/** Deletes the answer and its likes; returns the question it answered. */
export async function deleteAnswerWithLikes(db: Db, id: number): Promise<number> {
  const { question_id } = await db.selectFrom('qa_answers').select('question_id').where('id', '=', id).executeTakeFirstOrThrow();
  await db.deleteFrom('qa_answer_likes').where('answer_id', '=', id).execute();
  await db.deleteFrom('qa_answers').where('id', '=', id).execute();
  return question_id;
}

/** Recounts the answer's likes and returns the count. */
export async function recountAnswerLikes(db: Db, answerId: number): Promise<number> {
  await db.updateTable('qa_answers').set({ like_count: sql<number>`(select count(*) from qa_answer_likes where answer_id = ${answerId})` }).where('id', '=', answerId).execute();
  const { like_count } = await db.selectFrom('qa_answers').select('like_count').where('id', '=', answerId).executeTakeFirstOrThrow();
  return Number(like_count);
}
