import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';
import type { QaQuestionsTable } from '../../qaSchema';
import { containsAny, containsPattern } from '../likePattern';

type Db = Kysely<Database>;

/** Which questions a list holds: of one category, of one tag, or whose title or body contains `search`. */
export interface QuestionFilter { category?: number; tag?: number; search?: string }

// A question moderation hid (hidden_at) is gone from every public read until restored.
function filtered(db: Db, filter: QuestionFilter) {
  let q = db.selectFrom('qa_questions').where('qa_questions.hidden_at', 'is', null);
  if (filter.category !== undefined) {
    const inCategory = db.selectFrom('qa_question_categories').select('question_id').where('category_id', '=', filter.category);
    q = q.where('qa_questions.id', 'in', inCategory);
  }
  if (filter.tag !== undefined) q = q.where('qa_questions.id', 'in', db.selectFrom('qa_question_tags').select('question_id').where('tag_id', '=', filter.tag));
  if (filter.search !== undefined) {
    const pattern = containsPattern(filter.search);
    q = q.where(sql<boolean>`(lower(qa_questions.title) like ${pattern} escape '\\' or lower(qa_questions.body) like ${pattern} escape '\\')`);
  }
  return q;
}

export async function countQuestions(db: Db, filter: QuestionFilter): Promise<number> {
  const { total } = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(total);
}

/** A page of ids, newest first; `popular` puts the most answered, then most followed, ahead. */
export async function listQuestionIds(db: Db, filter: QuestionFilter, sort: 'recent' | 'popular', limit: number, offset: number): Promise<number[]> {
  let q = filtered(db, filter).select('qa_questions.id');
  q = sort === 'popular' ? q.orderBy('answer_count', 'desc').orderBy('follow_count', 'desc') : q;
  const rows = await q.orderBy('created_at', 'desc').orderBy('qa_questions.id', 'desc').limit(limit).offset(offset).execute();
  return rows.map((r) => r.id);
}

/** Titles containing any of the words, most answered first. */
export const listQuestionTitlesNaming = (db: Db, words: readonly string[], limit: number) =>
  db.selectFrom('qa_questions').select(['id', 'title']).where(containsAny('title', words)).where('hidden_at', 'is', null).orderBy('answer_count', 'desc').orderBy('id', 'desc').limit(limit).execute();

export const findQuestionId = (db: Db, id: number) => db.selectFrom('qa_questions').select('id').where('id', '=', id).executeTakeFirst();

export const findQuestionOwner = (db: Db, id: number) => db.selectFrom('qa_questions').select('member_id').where('id', '=', id).executeTakeFirst();

export const findQuestionPost = (db: Db, id: number) =>
  db.selectFrom('qa_questions').select(['id', 'body', 'member_id', 'updated_at']).where('id', '=', id).where('hidden_at', 'is', null).executeTakeFirst();

/** The list cards' rows with the writer's nickname, in no particular order. */
export const listQuestionCardRows = (db: Db, ids: readonly number[]) =>
  db.selectFrom('qa_questions').innerJoin('members', 'members.id', 'qa_questions.member_id')
    .select(['qa_questions.id', 'title', 'body', 'age_stage', 'anonymous', 'answer_count', 'follow_count', 'qa_questions.created_at', 'members.nickname'])
    .where('qa_questions.id', 'in', ids).where('qa_questions.hidden_at', 'is', null).execute();

type QuestionText = Pick<QaQuestionsTable, 'title' | 'body' | 'age_stage' | 'anonymous' | 'updated_at'>;

export async function insertQuestion(db: Db, values: QuestionText & Pick<QaQuestionsTable, 'member_id' | 'created_at'>): Promise<number> {
  const { id } = await db.insertInto('qa_questions').values({ ...values, answer_count: 0, follow_count: 0 }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateQuestion(db: Db, id: number, values: QuestionText): Promise<void> {
  await db.updateTable('qa_questions').set(values).where('id', '=', id).execute();
}

/** The question with its answers, their likes, its follows and topics. */
export async function deleteQuestionWithReplies(db: Db, id: number): Promise<void> {
  const answerIds = db.selectFrom('qa_answers').select('id').where('question_id', '=', id);
  await db.deleteFrom('qa_answer_likes').where('answer_id', 'in', answerIds).execute();
  for (const table of ['qa_answers', 'qa_follows', 'qa_question_tags', 'qa_question_categories'] as const) await db.deleteFrom(table).where('question_id', '=', id).execute();
  await db.deleteFrom('qa_questions').where('id', '=', id).execute();
}

/** Counts are recomputed from the rows, so concurrent writes never leave them off by one. */
export async function recountQuestionAnswers(db: Db, questionId: number): Promise<void> {
  await db.updateTable('qa_questions').set({ answer_count: sql<number>`(select count(*) from qa_answers where question_id = ${questionId})` }).where('id', '=', questionId).execute();
}

/** Recounts the question's followers and returns the count. */
export async function recountQuestionFollows(db: Db, questionId: number): Promise<number> {
  await db.updateTable('qa_questions').set({ follow_count: sql<number>`(select count(*) from qa_follows where question_id = ${questionId})` }).where('id', '=', questionId).execute();
  const { follow_count } = await db.selectFrom('qa_questions').select('follow_count').where('id', '=', questionId).executeTakeFirstOrThrow();
  return Number(follow_count);
}
