import { z } from 'zod/mini';
import { GroupBuyListProduct } from './catalog';

/**
 * The explore section's API: articles (25 fixed ids) and shopping guides. Group-buys inside
 * them are `GroupBuyListProduct`s, so the same card renders everywhere.
 */

export const ArticleSummary = z.object({
  id: z.int(),
  topic: z.string(),
  topic_name: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  author: z.string(),
  published_at: z.number(),
  reading_minutes: z.int(),
});
export type ArticleSummary = z.infer<typeof ArticleSummary>;

export const GuideSummary = z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  published_at: z.number(),
  pick_count: z.int(),
});
export type GuideSummary = z.infer<typeof GuideSummary>;

/** GET /v1/explore : featured and latest articles, and the guides. */
export const ExploreHome = z.object({
  featured: z.array(ArticleSummary),
  articles: z.array(ArticleSummary),
  guides: z.array(GuideSummary),
});
export type ExploreHome = z.infer<typeof ExploreHome>;

export const ArticleSection = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

/** GET /v1/explore/articles/{id} */
export const ArticleDetail = z.extend(ArticleSummary, {
  sections: z.array(ArticleSection),
  tips: z.array(z.string()),
  products: z.array(GroupBuyListProduct),
});
export type ArticleDetail = z.infer<typeof ArticleDetail>;

/** GET /v1/explore/guides/{id} */
export const GuideDetail = z.extend(GuideSummary, {
  intro: z.string(),
  criteria: z.array(z.object({ title: z.string(), detail: z.string() })),
  picks: z.array(z.object({ note: z.string(), product: GroupBuyListProduct })),
});
export type GuideDetail = z.infer<typeof GuideDetail>;

/** GET /v1/explore/search/suggest?query= and GET /v1/qa/search/suggest?query= (max 8). */
export const ContentSuggestions = z.object({
  suggestions: z.array(z.object({ text: z.string(), path: z.string() })),
});
export type ContentSuggestions = z.infer<typeof ContentSuggestions>;
