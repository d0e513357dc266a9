import type { QuestionDraft } from '../../domain/qa/postRules';
import type { ReportReason } from '../../domain/qa/messages';
import type { Answer, QaCategory, QaSuggestion, QuestionDetail, QuestionPage } from '../../domain/qa/types';

/** A write the server refused for a reason a parent can act on (bad input, not theirs, too many, signed out). */
export interface QaRejection { ok: false; status: number; code: string; message: string; fields: Record<string, string> }
export type QaWrite<T> = { ok: true; value: T } | QaRejection;

export interface QuestionQuery { sort: 'recent' | 'popular'; categoryId?: number; tagId?: number; page: number }

/** The forum API. Reads throw client errors (404 → the not-found page); writes answer refusals as values. */
export interface QaGateway {
  categories(): Promise<QaCategory[]>;
  questions(query: QuestionQuery): Promise<QuestionPage>;
  search(query: string, page: number): Promise<QuestionPage>;
  suggest(query: string): Promise<QaSuggestion[]>;
  question(id: number): Promise<QuestionDetail>;
  postQuestion(draft: QuestionDraft): Promise<QaWrite<{ id: number }>>;
  answer(questionId: number, body: string): Promise<QaWrite<Answer>>;
  editAnswer(answerId: number, body: string): Promise<QaWrite<null>>;
  deletePost(kind: 'question' | 'answer', id: number): Promise<QaWrite<null>>;
  like(answerId: number, liked: boolean): Promise<QaWrite<{ liked: boolean; likeCount: number }>>;
  follow(questionId: number, followed: boolean): Promise<QaWrite<{ followed: boolean; followCount: number }>>;
  report(input: { targetType: 'question' | 'answer'; targetId: number; reason: ReportReason }): Promise<QaWrite<null>>;
}
