import { sql, type Kysely } from 'kysely';
import type { FollowStateBody, LikeStateBody } from '../../../contract/qa';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Likes an answer (idempotent) or takes the like back; null when the answer does not exist. */
export async function setLike(db: Db, memberId: number, answerId: number, liked: boolean, now: number): Promise<LikeStateBody | null> {
  if (!(await db.selectFrom('qa_answers').select('id').where('id', '=', answerId).executeTakeFirst())) return null;
  return db.transaction().execute(async (trx) => {
    if (liked) {
      await trx.insertInto('qa_answer_likes').values({ answer_id: answerId, member_id: memberId, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
    } else {
      await trx.deleteFrom('qa_answer_likes').where('answer_id', '=', answerId).where('member_id', '=', memberId).execute();
    }
    await trx.updateTable('qa_answers').set({ like_count: sql<number>`(select count(*) from qa_answer_likes where answer_id = ${answerId})` }).where('id', '=', answerId).execute();
    const { like_count } = await trx.selectFrom('qa_answers').select('like_count').where('id', '=', answerId).executeTakeFirstOrThrow();
    return { liked, like_count: Number(like_count) };
  });
}

/** Follows a question (idempotent) or stops following; null when the question does not exist. */
export async function setFollow(db: Db, memberId: number, questionId: number, followed: boolean, now: number): Promise<FollowStateBody | null> {
  if (!(await db.selectFrom('qa_questions').select('id').where('id', '=', questionId).executeTakeFirst())) return null;
  return db.transaction().execute(async (trx) => {
    if (followed) {
      await trx.insertInto('qa_follows').values({ question_id: questionId, member_id: memberId, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
    } else {
      await trx.deleteFrom('qa_follows').where('question_id', '=', questionId).where('member_id', '=', memberId).execute();
    }
    await trx.updateTable('qa_questions').set({ follow_count: sql<number>`(select count(*) from qa_follows where question_id = ${questionId})` }).where('id', '=', questionId).execute();
    const { follow_count } = await trx.selectFrom('qa_questions').select('follow_count').where('id', '=', questionId).executeTakeFirstOrThrow();
    return { followed, follow_count: Number(follow_count) };
  });
}

/** Stores a report for the moderators; false when the reported post does not exist. */
export async function report(db: Db, memberId: number, input: { target_type: 'question' | 'answer'; target_id: number; reason: string; note: string }, now: number): Promise<boolean> {
  const table = input.target_type === 'question' ? 'qa_questions' : 'qa_answers';
  if (!(await db.selectFrom(table).select('id').where('id', '=', input.target_id).executeTakeFirst())) return false;
  await db.insertInto('qa_reports').values({ member_id: memberId, ...input, created_at: now }).execute();
  return true;
}
