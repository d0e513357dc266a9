import { z } from 'zod/mini';

/**
 * Request schemas of the Q&A API, in zod/mini (the endpoint declarations load in the browser too).
 * Lengths are checked by the domain's rules. Ids are coerced: a path or query id comes as a string.
 */
const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));
const page = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1);

export const QaIdParams = z.object({ id });
export const QuestionListQuery = z.object({
  sort: z._default(z.enum(['recent', 'popular']), 'recent'),
  category: z.optional(id),
  tag: z.optional(id),
  page,
});
export const QaSearchQuery = z.object({ query: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)), page });
export const QaSuggestQuery = z.object({ query: z._default(z.string().check(z.trim(), z.maxLength(100)), '') });

const text = z.string().check(z.maxLength(10_000));
export const PostQuestionRequest = z.object({
  title: text,
  body: text,
  category_id: z.optional(z.nullable(id)),
  tag_ids: z._default(z.array(id).check(z.maxLength(20)), []),
  age_stage: z._default(z.string().check(z.maxLength(20)), ''),
  anonymous: z._default(z.boolean(), false),
});
export type PostQuestionRequest = z.infer<typeof PostQuestionRequest>;
export const EditQuestionRequest = PostQuestionRequest;

export const AnswerRequest = z.object({ body: text });
export const ReportRequest = z.object({
  target_type: z.enum(['question', 'answer']),
  target_id: id,
  reason: z.enum(['spam', 'abuse', 'misinformation', 'privacy', 'other']),
  note: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
});
