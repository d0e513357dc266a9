import type { Kysely } from 'kysely';
import { QA_PAGE_SIZE, QA_SUGGEST_LIMIT, type QaCategoryBody, type QaSuggestBody, type QuestionDetailBody, type QuestionListBody, type QuestionSummaryBody } from '../../../contract/qa';
import type { Database } from '../../db/schema';
import { countQuestions, findQuestionPost, listQuestionIds, listQuestionTitlesNaming, type QuestionFilter } from '../../db/repositories/qa/questions';
import { findFollow } from '../../db/repositories/qa/reactions';
import {
  listQaCategories, listQaCategoriesNaming, listQaTags, listQaTagsNaming, listQuestionIdsInCategory, listQuestionIdsTagged,
} from '../../db/repositories/qa/topics';
import { answersOf, summaries } from './summaries';
import { contentSearchWords } from '../search/expand';

export async function qaCategories(db: Kysely<Database>): Promise<QaCategoryBody[]> {
  const [categories, tags] = await Promise.all([listQaCategories(db), listQaTags(db)]);
  return categories.map((c) => ({
    id: c.id, name: c.name, description: c.description,
    situational_tags: tags.filter((t) => t.category_id === c.id).map((t) => ({ id: t.id, name: t.name })),
  }));
}

export interface ListInput { sort: 'recent' | 'popular'; category?: number; tag?: number; page: number }

async function page(db: Kysely<Database>, filter: QuestionFilter, sort: 'recent' | 'popular', pageNo: number): Promise<QuestionListBody> {
  const count = await countQuestions(db, filter);
  const ids = await listQuestionIds(db, filter, sort, QA_PAGE_SIZE, (pageNo - 1) * QA_PAGE_SIZE);
  return { questions: await summaries(db, ids), page: pageNo, total: count, total_pages: Math.max(1, Math.ceil(count / QA_PAGE_SIZE)) };
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
  const [categories, tags, titles] = await Promise.all([
    listQaCategoriesNaming(db, words, 2),
    listQaTagsNaming(db, words, 3),
    listQuestionTitlesNaming(db, words, QA_SUGGEST_LIMIT),
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
  const byTag = tagIds.length === 0 ? [] : await listQuestionIdsTagged(db, tagIds, question.id, RELATED);
  const ids = [...new Set(byTag)];
  if (ids.length < RELATED && question.categories[0]) {
    ids.push(...await listQuestionIdsInCategory(db, question.categories[0].id, question.id, ids, RELATED - ids.length));
  }
  return summaries(db, ids);
}

/** The question page: the question, its answers (most liked first), related questions, and the caller's own state. */
export async function questionDetail(db: Kysely<Database>, id: number, memberId: number | null): Promise<QuestionDetailBody | null> {
  const row = await findQuestionPost(db, id);
  if (!row) return null;
  const [summary] = await summaries(db, [id]);
  const followed = memberId === null ? undefined : await findFollow(db, id, memberId);
  return {
    ...summary, body: row.body, updated_at: Number(row.updated_at),
    answers: await answersOf(db, id, memberId),
    related: await related(db, summary),
    followed_by_me: followed !== undefined,
    mine: memberId === row.member_id,
  };
}
