import { z } from 'zod/mini';

/** Response shapes of the Q&A forum API (`/v1/qa/...`). Times are epoch ms. */
export const AGE_STAGE_VALUES = ['pregnancy', '0-6m', '6-12m', '1-3y', '3-6y'] as const;
export const QA_SUGGEST_LIMIT = 8;
export const QA_PAGE_SIZE = 20;

export const QaTagBody = z.object({ id: z.int(), name: z.string() });
export const QaCategoryBody = z.object({ id: z.int(), name: z.string(), description: z.string(), situational_tags: z.array(QaTagBody) });
export type QaCategoryBody = z.infer<typeof QaCategoryBody>;
export const QaCategories = z.object({ categories: z.array(QaCategoryBody) });
export type QaCategories = z.infer<typeof QaCategories>;

export const QaAuthorBody = z.object({ nickname: z.string(), anonymous: z.boolean() });

export const QuestionSummaryBody = z.object({
  id: z.int(),
  title: z.string(),
  excerpt: z.string(),
  categories: z.array(z.object({ id: z.int(), name: z.string() })),
  tags: z.array(QaTagBody),
  age_stage: z.enum(AGE_STAGE_VALUES),
  author: QaAuthorBody,
  answer_count: z.int(),
  follow_count: z.int(),
  created_at: z.number(),
});
export type QuestionSummaryBody = z.infer<typeof QuestionSummaryBody>;

export const QuestionListBody = z.object({ questions: z.array(QuestionSummaryBody), page: z.int(), total_pages: z.int(), total: z.int() });
export type QuestionListBody = z.infer<typeof QuestionListBody>;

export const AnswerBody = z.object({
  id: z.int(),
  body: z.string(),
  author: QaAuthorBody,
  like_count: z.int(),
  liked_by_me: z.boolean(),
  mine: z.boolean(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type AnswerBody = z.infer<typeof AnswerBody>;

export const QuestionDetailBody = z.object({
  ...QuestionSummaryBody.shape,
  body: z.string(),
  updated_at: z.number(),
  answers: z.array(AnswerBody),
  related: z.array(QuestionSummaryBody),
  followed_by_me: z.boolean(),
  mine: z.boolean(),
});
export type QuestionDetailBody = z.infer<typeof QuestionDetailBody>;

/** GET /v1/qa/search/suggest?query= — at most 8, each with the page it opens. */
export const QaSuggestBody = z.object({ suggestions: z.array(z.object({ text: z.string(), path: z.string() })) });
export type QaSuggestBody = z.infer<typeof QaSuggestBody>;

export const PostedQuestionBody = z.object({ id: z.int() });
export const LikeStateBody = z.object({ liked: z.boolean(), like_count: z.int() });
export type LikeStateBody = z.infer<typeof LikeStateBody>;
export const FollowStateBody = z.object({ followed: z.boolean(), follow_count: z.int() });
export type FollowStateBody = z.infer<typeof FollowStateBody>;

export const QaErrorCode = {
  NOT_OWNER: 'QA_NOT_OWNER',
} as const;
