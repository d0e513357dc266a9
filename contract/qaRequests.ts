import { z } from 'zod';

/** Request schemas of the Q&A API (server only, full zod). Lengths are checked by the domain's rules. */
const id = z.coerce.number().int().positive().max(2_147_483_647);
const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const QaIdParams = z.object({ id });
export const QuestionListQuery = z.object({
  sort: z.enum(['recent', 'popular']).default('recent'),
  category: id.optional(),
  tag: id.optional(),
  page,
});
export const QaSearchQuery = z.object({ query: z.string().trim().min(1).max(100), page });
export const QaSuggestQuery = z.object({ query: z.string().trim().max(100).default('') });

const text = z.string().max(10_000);
export const PostQuestionRequest = z.object({
  title: text,
  body: text,
  category_id: id.nullable().optional(),
  tag_ids: z.array(id).max(20).default([]),
  age_stage: z.string().max(20).default(''),
  anonymous: z.boolean().default(false),
});
export type PostQuestionRequest = z.infer<typeof PostQuestionRequest>;
export const EditQuestionRequest = PostQuestionRequest;

export const AnswerRequest = z.object({ body: text });
export const ReportRequest = z.object({
  target_type: z.enum(['question', 'answer']),
  target_id: id,
  reason: z.enum(['spam', 'abuse', 'misinformation', 'privacy', 'other']),
  note: z.string().trim().max(500).default(''),
});
