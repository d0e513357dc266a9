import type { Kysely } from 'kysely';
import type { AnswerBody } from '../../../contract/qa';
import type { PostQuestionRequest } from '../../../contract/qaRequests';
import { DisplayTextMessages } from '../../../src/domain/displayText/messages';
import { impersonatesShop } from '../../../src/domain/displayText/impersonation';
import { cleanPostText, cleanTitle, hasErrors, validateAnswer, validateQuestion, type FieldErrors, type QuestionField } from '../../../src/domain/qa/postRules';
import type { Database, Member } from '../../db/schema';
import { answersOf } from './summaries';
import { deleteAnswerWithLikes, findAnswerOwner, insertAnswer, updateAnswerBody } from '../../db/repositories/qa/answers';
import {
  deleteQuestionWithReplies, findQuestionId, findQuestionOwner, insertQuestion, recountQuestionAnswers, updateQuestion,
} from '../../db/repositories/qa/questions';
import { findQaCategoryId, listQaTagIdsOfCategory, replaceQuestionTopics } from '../../db/repositories/qa/topics';

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
  const category = categoryId === null ? undefined : await findQaCategoryId(db, categoryId);
  const tags = category ? await listQaTagIdsOfCategory(db, category.id) : null;
  const draft = { title: input.title, body: input.body, categoryId, tagIds: input.tag_ids, ageStage: input.age_stage as never, anonymous: input.anonymous };
  return validateQuestion(draft, tags);
}

const setTopics = (db: Db, questionId: number, input: PostQuestionRequest): Promise<void> =>
  replaceQuestionTopics(db, questionId, input.category_id!, [...new Set(input.tag_ids)]);

/** The stored text of a question: cleaned, nothing invisible, spaces collapsed. */
const questionText = (input: PostQuestionRequest, now: number) => ({
  title: cleanTitle(input.title), body: cleanPostText(input.body), age_stage: input.age_stage, anonymous: input.anonymous ? 1 : 0, updated_at: now,
});

/** A new question (text stored cleaned — nothing invisible, spaces collapsed —; the pages render it escaped). */
export async function postQuestion(db: Db, author: Author, input: PostQuestionRequest, now: number): Promise<Refusal | { kind: 'posted'; id: number }> {
  const fields = await checkQuestion(db, input);
  if (hasErrors(fields)) return { kind: 'invalid', fields: fields as Record<string, string> };
  const reserved = reservedAuthor(author, input.anonymous);
  if (reserved) return reserved;
  return db.transaction().execute(async (trx) => {
    const id = await insertQuestion(trx, { member_id: author.id, ...questionText(input, now), created_at: now });
    await setTopics(trx, id, input);
    return { kind: 'posted', id } as const;
  });
}

async function ownership(db: Db, table: 'qa_questions' | 'qa_answers', id: number, memberId: number): Promise<Refusal | null> {
  const row = await (table === 'qa_questions' ? findQuestionOwner : findAnswerOwner)(db, id);
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
    await updateQuestion(trx, id, questionText(input, now));
    await setTopics(trx, id, input);
  });
  return { kind: 'done' };
}

export async function deleteQuestion(db: Db, memberId: number, id: number): Promise<Refusal | { kind: 'done' }> {
  const refusal = await ownership(db, 'qa_questions', id, memberId);
  if (refusal) return refusal;
  await db.transaction().execute((trx) => deleteQuestionWithReplies(trx, id));
  return { kind: 'done' };
}

export async function answerQuestion(db: Db, author: Author, questionId: number, body: string, now: number): Promise<Refusal | { kind: 'answered'; answer: AnswerBody }> {
  const question = await findQuestionId(db, questionId);
  if (!question) return { kind: 'not-found' };
  const problem = validateAnswer(body);
  if (problem) return { kind: 'invalid', fields: { body: problem } };
  const reserved = reservedAuthor(author, false);
  if (reserved) return reserved;
  const memberId = author.id;
  const id = await db.transaction().execute(async (trx) => {
    const answerId = await insertAnswer(trx, { question_id: questionId, member_id: memberId, body: cleanPostText(body), now });
    await recountQuestionAnswers(trx, questionId);
    return answerId;
  });
  const answer = (await answersOf(db, questionId, memberId)).find((a) => a.id === id)!;
  return { kind: 'answered', answer };
}

export async function editAnswer(db: Db, author: Author, id: number, body: string, now: number): Promise<Refusal | { kind: 'done' }> {
  const refusal = await ownership(db, 'qa_answers', id, author.id) ?? reservedAuthor(author, false);
  if (refusal) return refusal;
  const problem = validateAnswer(body);
  if (problem) return { kind: 'invalid', fields: { body: problem } };
  await updateAnswerBody(db, id, cleanPostText(body), now);
  return { kind: 'done' };
}

export async function deleteAnswer(db: Db, memberId: number, id: number): Promise<Refusal | { kind: 'done' }> {
  const refusal = await ownership(db, 'qa_answers', id, memberId);
  if (refusal) return refusal;
  await db.transaction().execute(async (trx) => {
    await recountQuestionAnswers(trx, await deleteAnswerWithLikes(trx, id));
  });
  return { kind: 'done' };
}
