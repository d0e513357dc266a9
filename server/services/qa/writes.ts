import { sql, type Kysely } from 'kysely';
import type { AnswerBody } from '../../../contract/qa';
import type { PostQuestionRequest } from '../../../contract/qaRequests';
import { DisplayTextMessages } from '../../../src/domain/displayText/messages';
import { impersonatesShop } from '../../../src/domain/displayText/impersonation';
import { cleanPostText, cleanTitle, hasErrors, validateAnswer, validateQuestion, type FieldErrors, type QuestionField } from '../../../src/domain/qa/postRules';
import type { Database, Member } from '../../db/schema';
import { answersOf } from './summaries';

export type Refusal = { kind: 'not-found' } | { kind: 'forbidden' } | { kind: 'invalid'; fields: Record<string, string> };
type Db = Kysely<Database>;
/** Who writes: the post shows this nickname unless it is anonymous. */
export type Author = Pick<Member, 'id' | 'nickname'>;

/**
 * A nickname chosen before the shown-text rules could pass for the shop (「寶貝揪團客服」): such a
 * member may still read and post anonymously, but not put that name on a post.
 */
const reservedAuthor = (author: Author, anonymous: boolean): Refusal | null =>
  !anonymous && impersonatesShop(author.nickname) ? { kind: 'invalid', fields: { author: DisplayTextMessages.AUTHOR_NAME_RESERVED } } : null;

async function checkQuestion(db: Db, input: PostQuestionRequest): Promise<FieldErrors<QuestionField>> {
  const categoryId = input.category_id ?? null;
  const category = categoryId === null ? undefined : await db.selectFrom('qa_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  const tags = category ? (await db.selectFrom('qa_tags').select('id').where('category_id', '=', category.id).execute()).map((t) => t.id) : null;
  const draft = { title: input.title, body: input.body, categoryId, tagIds: input.tag_ids, ageStage: input.age_stage as never, anonymous: input.anonymous };
  return validateQuestion(draft, tags);
}

async function setTopics(db: Db, questionId: number, input: PostQuestionRequest): Promise<void> {
  await db.deleteFrom('qa_question_categories').where('question_id', '=', questionId).execute();
  await db.deleteFrom('qa_question_tags').where('question_id', '=', questionId).execute();
  await db.insertInto('qa_question_categories').values({ question_id: questionId, category_id: input.category_id!, position: 0 }).execute();
  const tagIds = [...new Set(input.tag_ids)];
  if (tagIds.length > 0) await db.insertInto('qa_question_tags').values(tagIds.map((tag_id) => ({ question_id: questionId, tag_id }))).execute();
}

/** A new question (text stored cleaned — nothing invisible, spaces collapsed —; the pages render it escaped). */
export async function postQuestion(db: Db, author: Author, input: PostQuestionRequest, now: number): Promise<Refusal | { kind: 'posted'; id: number }> {
  const fields = await checkQuestion(db, input);
  if (hasErrors(fields)) return { kind: 'invalid', fields: fields as Record<string, string> };
  const reserved = reservedAuthor(author, input.anonymous);
  if (reserved) return reserved;
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('qa_questions').values({
      member_id: author.id, title: cleanTitle(input.title), body: cleanPostText(input.body), age_stage: input.age_stage, anonymous: input.anonymous ? 1 : 0,
      answer_count: 0, follow_count: 0, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    await setTopics(trx, id, input);
    return { kind: 'posted', id } as const;
  });
}

async function ownership(db: Db, table: 'qa_questions' | 'qa_answers', id: number, memberId: number): Promise<Refusal | null> {
  const row = await db.selectFrom(table).select('member_id').where('id', '=', id).executeTakeFirst();
  if (!row) return { kind: 'not-found' };
  return row.member_id === memberId ? null : { kind: 'forbidden' };
}

/** Only the writer may edit a question; the same rules as posting apply. */
export async function editQuestion(db: Db, author: Author, id: number, input: PostQuestionRequest, now: number): Promise<Refusal | { kind: 'done' }> {
  const refusal = await ownership(db, 'qa_questions', id, author.id);
  if (refusal) return refusal;
  const fields = await checkQuestion(db, input);
  if (hasErrors(fields)) return { kind: 'invalid', fields: fields as Record<string, string> };
  const reserved = reservedAuthor(author, input.anonymous);
  if (reserved) return reserved;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('qa_questions').set({ title: cleanTitle(input.title), body: cleanPostText(input.body), age_stage: input.age_stage, anonymous: input.anonymous ? 1 : 0, updated_at: now })
      .where('id', '=', id).execute();
    await setTopics(trx, id, input);
  });
  return { kind: 'done' };
}

export async function deleteQuestion(db: Db, memberId: number, id: number): Promise<Refusal | { kind: 'done' }> {
  const refusal = await ownership(db, 'qa_questions', id, memberId);
  if (refusal) return refusal;
  await db.transaction().execute(async (trx) => {
    const answerIds = trx.selectFrom('qa_answers').select('id').where('question_id', '=', id);
    await trx.deleteFrom('qa_answer_likes').where('answer_id', 'in', answerIds).execute();
    for (const table of ['qa_answers', 'qa_follows', 'qa_question_tags', 'qa_question_categories'] as const) await trx.deleteFrom(table).where('question_id', '=', id).execute();
    await trx.deleteFrom('qa_questions').where('id', '=', id).execute();
  });
  return { kind: 'done' };
}

/** Counts are recomputed from the rows, so concurrent writes never leave them off by one. */
const recountAnswers = (db: Db, questionId: number) =>
  db.updateTable('qa_questions').set({ answer_count: sql<number>`(select count(*) from qa_answers where question_id = ${questionId})` }).where('id', '=', questionId).execute();

export async function answerQuestion(db: Db, author: Author, questionId: number, body: string, now: number): Promise<Refusal | { kind: 'answered'; answer: AnswerBody }> {
  const question = await db.selectFrom('qa_questions').select('id').where('id', '=', questionId).executeTakeFirst();
  if (!question) return { kind: 'not-found' };
  const problem = validateAnswer(body);
  if (problem) return { kind: 'invalid', fields: { body: problem } };
  const reserved = reservedAuthor(author, false);
  if (reserved) return reserved;
  const memberId = author.id;
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('qa_answers').values({ question_id: questionId, member_id: memberId, body: cleanPostText(body), like_count: 0, created_at: now, updated_at: now })
      .returning('id').executeTakeFirstOrThrow();
    await recountAnswers(trx, questionId);
    return row.id;
  });
  const answer = (await answersOf(db, questionId, memberId)).find((a) => a.id === id)!;
  return { kind: 'answered', answer };
}

export async function editAnswer(db: Db, author: Author, id: number, body: string, now: number): Promise<Refusal | { kind: 'done' }> {
  const refusal = await ownership(db, 'qa_answers', id, author.id) ?? reservedAuthor(author, false);
  if (refusal) return refusal;
  const problem = validateAnswer(body);
  if (problem) return { kind: 'invalid', fields: { body: problem } };
  await db.updateTable('qa_answers').set({ body: cleanPostText(body), updated_at: now }).where('id', '=', id).execute();
  return { kind: 'done' };
}

export async function deleteAnswer(db: Db, memberId: number, id: number): Promise<Refusal | { kind: 'done' }> {
  const refusal = await ownership(db, 'qa_answers', id, memberId);
  if (refusal) return refusal;
  await db.transaction().execute(async (trx) => {
    const { question_id } = await trx.selectFrom('qa_answers').select('question_id').where('id', '=', id).executeTakeFirstOrThrow();
    await trx.deleteFrom('qa_answer_likes').where('answer_id', '=', id).execute();
    await trx.deleteFrom('qa_answers').where('id', '=', id).execute();
    await recountAnswers(trx, question_id);
  });
  return { kind: 'done' };
}
