import type { AnswerBody, QaCategoryBody, QuestionDetailBody, QuestionListBody, QuestionSummaryBody } from '../../../contract/qa';
import type { Answer, QaCategory, QuestionDetail, QuestionPage, QuestionSummary } from '../../domain/qa/types';

export const toQaCategory = (c: QaCategoryBody): QaCategory => ({ id: c.id, name: c.name, description: c.description, situationalTags: c.situational_tags });

export const toQuestionSummary = (q: QuestionSummaryBody): QuestionSummary => ({
  id: q.id, title: q.title, excerpt: q.excerpt, categories: q.categories, tags: q.tags, ageStage: q.age_stage, author: q.author,
  answerCount: q.answer_count, followCount: q.follow_count, createdAt: q.created_at,
});

export const toQuestionPage = (l: QuestionListBody): QuestionPage => ({
  questions: l.questions.map(toQuestionSummary), page: l.page, totalPages: l.total_pages, total: l.total,
});

export const toAnswer = (a: AnswerBody): Answer => ({
  id: a.id, body: a.body, author: a.author, likeCount: a.like_count, likedByMe: a.liked_by_me, mine: a.mine, createdAt: a.created_at, updatedAt: a.updated_at,
});

export const toQuestionDetail = (q: QuestionDetailBody): QuestionDetail => ({
  ...toQuestionSummary(q), body: q.body, updatedAt: q.updated_at, answers: q.answers.map(toAnswer), related: q.related.map(toQuestionSummary),
  followedByMe: q.followed_by_me, mine: q.mine,
});
