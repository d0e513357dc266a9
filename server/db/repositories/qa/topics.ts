import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { containsAny } from '../likePattern';

type Db = Kysely<Database>;

export const listQaCategories = (db: Db) => db.selectFrom('qa_categories').selectAll().orderBy('position').execute();

export const listQaTags = (db: Db) => db.selectFrom('qa_tags').selectAll().orderBy('id').execute();

export const findQaCategoryId = (db: Db, id: number) =>
  db.selectFrom('qa_categories').select('id').where('id', '=', id).executeTakeFirst();

export async function listQaTagIdsOfCategory(db: Db, categoryId: number): Promise<number[]> {
  return (await db.selectFrom('qa_tags').select('id').where('category_id', '=', categoryId).execute()).map((t) => t.id);
}

/** Categories whose name contains any of the words, in the forum's order. */
export const listQaCategoriesNaming = (db: Db, words: readonly string[], limit: number) =>
  db.selectFrom('qa_categories').select(['id', 'name']).where(containsAny('name', words)).orderBy('position').limit(limit).execute();

export const listQaTagsNaming = (db: Db, words: readonly string[], limit: number) =>
  db.selectFrom('qa_tags').select(['id', 'name']).where(containsAny('name', words)).orderBy('id').limit(limit).execute();

/** The question's one category (position 0) and its tags, replacing what it had. */
export async function replaceQuestionTopics(db: Db, questionId: number, categoryId: number, tagIds: readonly number[]): Promise<void> {
  await db.deleteFrom('qa_question_categories').where('question_id', '=', questionId).execute();
  await db.deleteFrom('qa_question_tags').where('question_id', '=', questionId).execute();
  await db.insertInto('qa_question_categories').values({ question_id: questionId, category_id: categoryId, position: 0 }).execute();
  if (tagIds.length > 0) await db.insertInto('qa_question_tags').values(tagIds.map((tag_id) => ({ question_id: questionId, tag_id }))).execute();
}

export const listCategoriesOfQuestions = (db: Db, questionIds: readonly number[]) =>
  db.selectFrom('qa_question_categories').innerJoin('qa_categories', 'qa_categories.id', 'qa_question_categories.category_id')
    .select(['question_id', 'qa_categories.id', 'qa_categories.name']).where('question_id', 'in', questionIds)
    .orderBy('qa_question_categories.position').execute();

export const listTagsOfQuestions = (db: Db, questionIds: readonly number[]) =>
  db.selectFrom('qa_question_tags').innerJoin('qa_tags', 'qa_tags.id', 'qa_question_tags.tag_id')
    .select(['question_id', 'qa_tags.id', 'qa_tags.name']).where('question_id', 'in', questionIds).orderBy('qa_tags.id').execute();

/** Newest questions with any of the tags, but not `exceptId`. */
export async function listQuestionIdsTagged(db: Db, tagIds: readonly number[], exceptId: number, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('qa_question_tags').select('question_id').where('tag_id', 'in', tagIds)
    .where('question_id', '!=', exceptId).orderBy('question_id', 'desc').limit(limit).execute();
  return rows.map((r) => r.question_id);
}

/** Newest questions of the category, but not `exceptId` nor any of `skipIds`. */
export async function listQuestionIdsInCategory(db: Db, categoryId: number, exceptId: number, skipIds: readonly number[], limit: number): Promise<number[]> {
  const rows = await db.selectFrom('qa_question_categories').select('question_id').where('category_id', '=', categoryId)
    .where('question_id', '!=', exceptId).where('question_id', 'not in', skipIds.length ? skipIds : [0])
    .orderBy('question_id', 'desc').limit(limit).execute();
  return rows.map((r) => r.question_id);
}
