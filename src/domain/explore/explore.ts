import type { GroupBuyCard } from '../catalog/GroupBuyCard';

/**
 * SPEC §5: only 25 fixed article ids exist. They are numbers so an article URL reads like
 * the other content URLs (/articles/1001); anything else is the 404 page.
 */
export const ARTICLE_IDS: readonly number[] = Array.from({ length: 25 }, (_, i) => 1001 + i);

export const ARTICLE_TOPICS = ['pregnancy', 'newborn', 'feeding', 'sleep', 'solids', 'health', 'toddler'] as const;
export type ArticleTopic = (typeof ARTICLE_TOPICS)[number];

/** The article id of a route param, or null when it is not one of the 25 fixed ids. */
export function parseArticleId(raw: string | undefined): number | null {
  if (typeof raw !== 'string' || !/^\d{4}$/.test(raw)) return null;
  const id = Number(raw);
  return ARTICLE_IDS.includes(id) ? id : null;
}

/** SPEC §5: a guide id is numeric (a positive integer without sign or leading zero). */
export function parseGuideId(raw: string | undefined): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/** Chinese readers take in about 400 characters a minute; a short piece still says 1 minute. */
export const READING_CHARS_PER_MINUTE = 400;

export function readingMinutes(texts: readonly string[]): number {
  const chars = texts.reduce((sum, text) => sum + text.replace(/\s+/g, '').length, 0);
  return Math.max(1, Math.ceil(chars / READING_CHARS_PER_MINUTE));
}

export interface ArticleSection { heading: string; paragraphs: string[] }

export interface ArticleSummary {
  id: number;
  topic: ArticleTopic;
  topicName: string;
  title: string;
  summary: string;
  cover: string;
  author: string;
  publishedAt: number;
  readingMinutes: number;
}

export interface Article extends ArticleSummary {
  sections: ArticleSection[];
  tips: string[];
  groupBuys: GroupBuyCard[];
}

export interface GuideSummary {
  id: number;
  title: string;
  summary: string;
  cover: string;
  publishedAt: number;
  pickCount: number;
}

export interface GuideCriterion { title: string; detail: string }
export interface GuidePick { note: string; card: GroupBuyCard }

export interface Guide extends GuideSummary {
  intro: string;
  criteria: GuideCriterion[];
  picks: GuidePick[];
}

/** A guide shows 3-6 criteria and 3-8 picks: fewer is not a guide, more is not read. */
export const GUIDE_LIMITS = { criteria: [3, 6], picks: [3, 8] } as const;

/** The picks worth showing: cards whose price is hidden (closed or unpriced) go last, order kept otherwise. */
export function orderedPicks(picks: readonly GuidePick[]): GuidePick[] {
  const priced = picks.filter((p) => p.card.price !== null);
  const unpriced = picks.filter((p) => p.card.price === null);
  return [...priced, ...unpriced].slice(0, GUIDE_LIMITS.picks[1]);
}

export interface ExploreHome {
  featured: ArticleSummary[];
  articles: ArticleSummary[];
  guides: GuideSummary[];
}

export interface ExploreSuggestion { text: string; path: string }

/** /explore?query= keeps the pieces whose title or summary contains every word of the query. */
export function filterExplore(home: ExploreHome, rawQuery: string | null | undefined): ExploreHome {
  const words = (rawQuery ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return home;
  const matches = (item: { title: string; summary: string }) => {
    const text = `${item.title} ${item.summary}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  return { featured: [], articles: [...home.featured, ...home.articles].filter(matches), guides: home.guides.filter(matches) };
}
