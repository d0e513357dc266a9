import type { AgeStage } from './ageStage';

export interface QaTag { id: number; name: string }
/** A forum category with its situational tags (SPEC §2.5). */
export interface QaCategory { id: number; name: string; description: string; situationalTags: QaTag[] }

export interface QaAuthor { nickname: string; anonymous: boolean }

export interface QuestionSummary {
  id: number;
  title: string;
  excerpt: string;
  /** The first category is the question's home in the navigation. */
  categories: { id: number; name: string }[];
  tags: QaTag[];
  ageStage: AgeStage;
  author: QaAuthor;
  answerCount: number;
  followCount: number;
  createdAt: number;
}

export interface QuestionPage { questions: QuestionSummary[]; page: number; totalPages: number; total: number }

export interface Answer {
  id: number;
  body: string;
  author: QaAuthor;
  likeCount: number;
  likedByMe: boolean;
  mine: boolean;
  createdAt: number;
  updatedAt: number;
}

export interface QuestionDetail extends QuestionSummary {
  body: string;
  updatedAt: number;
  answers: Answer[];
  related: QuestionSummary[];
  followedByMe: boolean;
  mine: boolean;
}

export interface QaSuggestion { text: string; path: string }
