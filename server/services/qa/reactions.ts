import type { Kysely } from 'kysely';
import type { FollowStateBody, LikeStateBody } from '../../../contract/qa';
import type { Database } from '../../db/schema';
import { findAnswerId, recountAnswerLikes } from '../../db/repositories/qa/answers';
import { findQuestionId, recountQuestionFollows } from '../../db/repositories/qa/questions';
import { deleteAnswerLike, deleteFollow, insertAnswerLike, insertFollow, insertReport } from '../../db/repositories/qa/reactions';

type Db = Kysely<Database>;

/** Likes an answer (idempotent) or takes the like back; null when the answer does not exist. */
export async function setLike(db: Db, memberId: number, answerId: number, liked: boolean, now: number): Promise<LikeStateBody | null> {
  if (!(await findAnswerId(db, answerId))) return null;
  return db.transaction().execute(async (trx) => {
    if (liked) await insertAnswerLike(trx, answerId, memberId, now);
    else await deleteAnswerLike(trx, answerId, memberId);
    return { liked, like_count: await recountAnswerLikes(trx, answerId) };
  });
}

/** Follows a question (idempotent) or stops following; null when the question does not exist. */
export async function setFollow(db: Db, memberId: number, questionId: number, followed: boolean, now: number): Promise<FollowStateBody | null> {
  if (!(await findQuestionId(db, questionId))) return null;
  return db.transaction().execute(async (trx) => {
    if (followed) await insertFollow(trx, questionId, memberId, now);
    else await deleteFollow(trx, questionId, memberId);
    return { followed, follow_count: await recountQuestionFollows(trx, questionId) };
  });
}

/** Stores a report for the moderators; false when the reported post does not exist. */
export async function report(db: Db, memberId: number, input: { target_type: 'question' | 'answer'; target_id: number; reason: string; note: string }, now: number): Promise<boolean> {
  const find = input.target_type === 'question' ? findQuestionId : findAnswerId;
  if (!(await find(db, input.target_id))) return false;
  await insertReport(db, { member_id: memberId, ...input, created_at: now });
  return true;
}
