import { QaEndpoints as E } from '../../../contract/endpoints/qa';
import type { QaGateway, QaRejection, QaWrite, QuestionQuery } from '../../application/qa/ports';
import { ApiError, ClientError, ParameterError } from '../../domain/errors/clientErrors';
import type { ReportReason } from '../../domain/qa/messages';
import type { QuestionDraft } from '../../domain/qa/postRules';
import type { Answer, QaCategory, QaSuggestion, QuestionDetail, QuestionPage } from '../../domain/qa/types';
import type { ApiClient } from './ApiClient';
import { toAnswer, toQaCategory, toQuestionDetail, toQuestionPage } from './qaMappers';

/** The refusals a parent can act on come back as values; outages and the rest stay thrown. */
const REFUSAL_STATUSES = [400, 401, 403, 404, 429];
async function write<T>(call: () => Promise<T>): Promise<QaWrite<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (!(error instanceof ClientError) || !REFUSAL_STATUSES.includes(error.status)) throw error;
    const fields = error instanceof ParameterError || error instanceof ApiError ? { ...(error.fields ?? {}) } : {};
    const rejection: QaRejection = { ok: false, status: error.status, code: error.code, message: error.message, fields };
    return rejection;
  }
}

const idParams = (id: number) => ({ params: { id: String(id) } });

/** The forum endpoints `/v1/qa/...` over the typed client (in process on the page server). */
export class ApiQaGateway implements QaGateway {
  constructor(private readonly api: ApiClient) {}

  async categories(): Promise<QaCategory[]> {
    return (await this.api.call(E.categories)).categories.map(toQaCategory);
  }

  async questions(query: QuestionQuery): Promise<QuestionPage> {
    return toQuestionPage(await this.api.call(E.questions, { query: { sort: query.sort, page: query.page, category: query.categoryId, tag: query.tagId } }));
  }

  async search(query: string, page: number): Promise<QuestionPage> {
    return toQuestionPage(await this.api.call(E.search, { query: { query, page } }));
  }

  async suggest(query: string): Promise<QaSuggestion[]> {
    return (await this.api.call(E.suggest, { query: { query } })).suggestions;
  }

  async question(id: number): Promise<QuestionDetail> {
    return toQuestionDetail(await this.api.call(E.question, idParams(id)));
  }

  postQuestion(d: QuestionDraft): Promise<QaWrite<{ id: number }>> {
    const body = { title: d.title, body: d.body, category_id: d.categoryId, tag_ids: d.tagIds, age_stage: d.ageStage, anonymous: d.anonymous };
    return write(() => this.api.call(E.postQuestion, { body }));
  }

  answer(questionId: number, body: string): Promise<QaWrite<Answer>> {
    return write(async () => toAnswer(await this.api.call(E.answer, { ...idParams(questionId), body: { body } })));
  }

  editAnswer(answerId: number, body: string): Promise<QaWrite<null>> {
    return write(async () => {
      await this.api.call(E.editAnswer, { ...idParams(answerId), body: { body } });
      return null;
    });
  }

  deletePost(kind: 'question' | 'answer', id: number): Promise<QaWrite<null>> {
    return write(async () => {
      await this.api.call(kind === 'question' ? E.deleteQuestion : E.deleteAnswer, idParams(id));
      return null;
    });
  }

  like(answerId: number, liked: boolean): Promise<QaWrite<{ liked: boolean; likeCount: number }>> {
    return write(async () => {
      const data = await this.api.call(liked ? E.like : E.unlike, idParams(answerId));
      return { liked: data.liked, likeCount: data.like_count };
    });
  }

  follow(questionId: number, followed: boolean): Promise<QaWrite<{ followed: boolean; followCount: number }>> {
    return write(async () => {
      const data = await this.api.call(followed ? E.follow : E.unfollow, idParams(questionId));
      return { followed: data.followed, followCount: data.follow_count };
    });
  }

  report(input: { targetType: 'question' | 'answer'; targetId: number; reason: ReportReason }): Promise<QaWrite<null>> {
    return write(async () => {
      await this.api.call(E.report, { body: { target_type: input.targetType, target_id: input.targetId, reason: input.reason } });
      return null;
    });
  }
}
