import type { Kysely } from 'kysely';
import type { AnswerBody, QuestionSummaryBody } from '../../../contract/qa';
import { isAgeStage } from '../../../src/domain/qa/ageStage';
import { QaMessages } from '../../../src/domain/qa/messages';
import type { Database } from '../../db/schema';
import { listAnswerRows, listLikedAnswerIds } from '../../db/repositories/qa/answers';
import { listQuestionCardRows } from '../../db/repositories/qa/questions';
import { listCategoriesOfQuestions, listTagsOfQuestions } from '../../db/repositories/qa/topics';

const EXCERPT = 80;

/** An anonymous post never carries its writer's nickname in any answer of the API. */
const author = (nickname: string, anonymous: boolean) => ({ nickname: anonymous ? QaMessages.ANONYMOUS_NAME : nickname, anonymous });

/** List cards of the given questions, in the given order (categories first-first, tags, author). */
export async function summaries(db: Kysely<Database>, ids: number[]): Promise<QuestionSummaryBody[]> {
  if (ids.length === 0) return [];
  const [rows, categories, tags] = await Promise.all([listQuestionCardRows(db, ids), listCategoriesOfQuestions(db, ids), listTagsOfQuestions(db, ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const text = r.body.replace(/\s+/g, ' ').trim();
    return [{
      id, title: r.title,
      excerpt: [...text].length > EXCERPT ? `${[...text].slice(0, EXCERPT).join('')}…` : text,
      categories: categories.filter((c) => c.question_id === id).map((c) => ({ id: c.id, name: c.name })),
      tags: tags.filter((t) => t.question_id === id).map((t) => ({ id: t.id, name: t.name })),
      age_stage: isAgeStage(r.age_stage) ? r.age_stage : '0-6m',
      author: author(r.nickname, r.anonymous === 1),
      answer_count: Number(r.answer_count), follow_count: Number(r.follow_count), created_at: Number(r.created_at),
    }];
  });
}

/** A question's answers, most liked first, then oldest first; `liked_by_me`/`mine` for the caller. */
export async function answersOf(db: Kysely<Database>, questionId: number, memberId: number | null): Promise<AnswerBody[]> {
  const rows = await listAnswerRows(db, questionId);
  const liked = memberId === null || rows.length === 0 ? [] : await listLikedAnswerIds(db, memberId, rows.map((r) => r.id));
  const likedIds = new Set(liked);
  return rows.map((r) => ({
    id: r.id, body: r.body, author: author(r.nickname, false), like_count: Number(r.like_count), liked_by_me: likedIds.has(r.id),
    mine: r.member_id === memberId, created_at: Number(r.created_at), updated_at: Number(r.updated_at),
  }));
}
