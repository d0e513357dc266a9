import { sql, type Kysely } from 'kysely';
import { QA_PAGE_SIZE, QA_SUGGEST_LIMIT, type QaCategoryBody, type QaSuggestBody, type QuestionDetailBody, type QuestionListBody, type QuestionSummaryBody } from '../../../contract/qa';
import type { Database } from '../../db/schema';
import { containsPattern } from '../mall/rows';
import { answersOf, summaries } from './summaries';
import { contentSearchWords } from '../search/expand';

export async function qaCategories(db: Kysely<Database>): Promise<QaCategoryBody[]> {
  const [categories, tags] = await Promise.all([
    db.selectFrom('qa_categories').selectAll().orderBy('position').execute(),
    db.selectFrom('qa_tags').selectAll().orderBy('id').execute(),
  ]);
  return categories.map((c) => ({
    id: c.id, name: c.name, description: c.description,
    situational_tags: tags.filter((t) => t.category_id === c.id).map((t) => ({ id: t.id, name: t.name })),
  }));
}

export interface ListInput { sort: 'recent' | 'popular'; category?: number; tag?: number; page: number }

const matches = (pattern: string) =>
  sql<boolean>`(lower(qa_questions.title) like ${pattern} escape '\\' or lower(qa_questions.body) like ${pattern} escape '\\')`;

function listQuery(db: Kysely<Database>, input: { category?: number; tag?: number; search?: string }) {
  // A question moderation hid is gone from every list until restored.
  let q = db.selectFrom('qa_questions').where('qa_questions.hidden_at', 'is', null);
  if (input.category !== undefined) {
    const inCategory = db.selectFrom('qa_question_categories').select('question_id').where('category_id', '=', input.category);
    q = q.where('qa_questions.id', 'in', inCategory);
  }
  if (input.tag !== undefined) q = q.where('qa_questions.id', 'in', db.selectFrom('qa_question_tags').select('question_id').where('tag_id', '=', input.tag));
  if (input.search !== undefined) q = q.where(matches(containsPattern(input.search)));
  return q;
}

async function page(db: Kysely<Database>, filter: Parameters<typeof listQuery>[1], sort: 'recent' | 'popular', pageNo: number): Promise<QuestionListBody> {
  const { total } = await listQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let q = listQuery(db, filter).select('qa_questions.id');
  q = sort === 'popular' ? q.orderBy('answer_count', 'desc').orderBy('follow_count', 'desc') : q;
  const rows = await q.orderBy('created_at', 'desc').orderBy('qa_questions.id', 'desc').limit(QA_PAGE_SIZE).offset((pageNo - 1) * QA_PAGE_SIZE).execute();
  const count = Number(total);
  return { questions: await summaries(db, rows.map((r) => r.id)), page: pageNo, total: count, total_pages: Math.max(1, Math.ceil(count / QA_PAGE_SIZE)) };
}

/** Recent or popular questions, optionally of one category or one tag, 20 a page. */
export const listQuestions = (db: Kysely<Database>, input: ListInput): Promise<QuestionListBody> =>
  page(db, { category: input.category, tag: input.tag }, input.sort, input.page);

/** Questions whose title or body contains the query (case-insensitive, `%`/`_` literal), newest first. */
export const searchQuestions = (db: Kysely<Database>, query: string, pageNo: number): Promise<QuestionListBody> =>
  page(db, { search: query }, 'recent', pageNo);

/** Up to 8: matching categories and tags first (they open a whole list), then question titles. */
export async function suggest(db: Kysely<Database>, query: string): Promise<QaSuggestBody['suggestions']> {
  // Folded like the mall's search: Simplified finds Traditional, a synonym finds its group.
  const words = await contentSearchWords(db, query);
  if (words.length === 0) return [];
  const like = (column: string) => sql<boolean>`(${sql.join(words.map((w) => sql`lower(${sql.ref(column)}) like ${containsPattern(w)} escape '\\'`), sql` or `)})`;
  const [categories, tags, titles] = await Promise.all([
    db.selectFrom('qa_categories').select(['id', 'name']).where(like('name')).orderBy('position').limit(2).execute(),
    db.selectFrom('qa_tags').select(['id', 'name']).where(like('name')).orderBy('id').limit(3).execute(),
    db.selectFrom('qa_questions').select(['id', 'title']).where(like('title')).where('hidden_at', 'is', null)
      .orderBy('answer_count', 'desc').orderBy('id', 'desc').limit(QA_SUGGEST_LIMIT).execute(),
  ]);
  const seen = new Set<string>();
  return [
    ...categories.map((c) => ({ text: c.name, path: `/qa/categories/${c.id}` })),
    ...tags.map((t) => ({ text: t.name, path: `/qa/tags/${t.id}` })),
    ...titles.map((q) => ({ text: q.title, path: `/qa/${q.id}` })),
  ].filter((s) => !seen.has(s.text) && seen.add(s.text)).slice(0, QA_SUGGEST_LIMIT);
}

const RELATED = 5;

/** Newest questions sharing a tag, then the first category, never the question itself. */
async function related(db: Kysely<Database>, question: QuestionSummaryBody): Promise<QuestionSummaryBody[]> {
  const tagIds = question.tags.map((t) => t.id);
  const byTag = tagIds.length === 0 ? [] : await db.selectFrom('qa_question_tags').select('question_id').where('tag_id', 'in', tagIds)
    .where('question_id', '!=', question.id).orderBy('question_id', 'desc').limit(RELATED).execute();
  const ids = [...new Set(byTag.map((r) => r.question_id))];
  if (ids.length < RELATED && question.categories[0]) {
    const more = await db.selectFrom('qa_question_categories').select('question_id').where('category_id', '=', question.categories[0].id)
      .where('question_id', '!=', question.id).where('question_id', 'not in', ids.length ? ids : [0]).orderBy('question_id', 'desc').limit(RELATED - ids.length).execute();
    ids.push(...more.map((r) => r.question_id));
  }
  return summaries(db, ids);
}

/** The question page: the question, its answers (most liked first), related questions, and the caller's own state. */
export async function questionDetail(db: Kysely<Database>, id: number, memberId: number | null): Promise<QuestionDetailBody | null> {
  const row = await db.selectFrom('qa_questions').select(['id', 'body', 'member_id', 'updated_at']).where('id', '=', id).where('hidden_at', 'is', null).executeTakeFirst();
  if (!row) return null;
  const [summary] = await summaries(db, [id]);
  const followed = memberId === null ? undefined
    : await db.selectFrom('qa_follows').select('member_id').where('question_id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return {
    ...summary, body: row.body, updated_at: Number(row.updated_at),
    answers: await answersOf(db, id, memberId),
    related: await related(db, summary),
    followed_by_me: followed !== undefined,
    mine: memberId === row.member_id,
  };
}
