import type { AxiosInstance } from 'axios';
import { envelope } from '../../../contract/common';
import { AnswerBody, FollowStateBody, LikeStateBody, PostedQuestionBody, QaCategories, QaSuggestBody, QuestionDetailBody, QuestionListBody } from '../../../contract/qa';
import type { QaGateway, QaRejection, QaWrite, QuestionQuery } from '../../application/qa/ports';
import { ApiError, ClientError, ParameterError } from '../../domain/errors/clientErrors';
import type { ReportReason } from '../../domain/qa/messages';
import type { QuestionDraft } from '../../domain/qa/postRules';
import type { Answer, QaCategory, QaSuggestion, QuestionDetail, QuestionPage } from '../../domain/qa/types';
import { toAnswer, toQaCategory, toQuestionDetail, toQuestionPage } from './qaMappers';

const CategoriesResponse = envelope(QaCategories);
const ListResponse = envelope(QuestionListBody);
const DetailResponse = envelope(QuestionDetailBody);
const SuggestResponse = envelope(QaSuggestBody);
const PostedResponse = envelope(PostedQuestionBody);
const AnswerResponse = envelope(AnswerBody);
const LikeResponse = envelope(LikeStateBody);
const FollowResponse = envelope(FollowStateBody);

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

/** The forum endpoints `/v1/qa/...`. */
export class AxiosQaGateway implements QaGateway {
  constructor(private readonly http: AxiosInstance) {}

  async categories(): Promise<QaCategory[]> {
    return CategoriesResponse.parse((await this.http.get('/v1/qa/categories')).data).data.categories.map(toQaCategory);
  }

  async questions(query: QuestionQuery): Promise<QuestionPage> {
    const params = { sort: query.sort, page: query.page, category: query.categoryId, tag: query.tagId };
    return toQuestionPage(ListResponse.parse((await this.http.get('/v1/qa/questions', { params })).data).data);
  }

  async search(query: string, page: number): Promise<QuestionPage> {
    return toQuestionPage(ListResponse.parse((await this.http.get('/v1/qa/search', { params: { query, page } })).data).data);
  }

  async suggest(query: string): Promise<QaSuggestion[]> {
    return SuggestResponse.parse((await this.http.get('/v1/qa/search/suggest', { params: { query } })).data).data.suggestions;
  }

  async question(id: number): Promise<QuestionDetail> {
    return toQuestionDetail(DetailResponse.parse((await this.http.get(`/v1/qa/questions/${id}`)).data).data);
  }

  postQuestion(d: QuestionDraft): Promise<QaWrite<{ id: number }>> {
    const body = { title: d.title, body: d.body, category_id: d.categoryId, tag_ids: d.tagIds, age_stage: d.ageStage, anonymous: d.anonymous };
    return write(async () => PostedResponse.parse((await this.http.post('/v1/qa/questions', body)).data).data);
  }

  answer(questionId: number, body: string): Promise<QaWrite<Answer>> {
    return write(async () => toAnswer(AnswerResponse.parse((await this.http.post(`/v1/qa/questions/${questionId}/answers`, { body })).data).data));
  }

  editAnswer(answerId: number, body: string): Promise<QaWrite<null>> {
    return write(async () => {
      await this.http.patch(`/v1/qa/answers/${answerId}`, { body });
      return null;
    });
  }

  deletePost(kind: 'question' | 'answer', id: number): Promise<QaWrite<null>> {
    return write(async () => {
      await this.http.delete(`/v1/qa/${kind === 'question' ? 'questions' : 'answers'}/${id}`);
      return null;
    });
  }

  like(answerId: number, liked: boolean): Promise<QaWrite<{ liked: boolean; likeCount: number }>> {
    return write(async () => {
      const url = `/v1/qa/answers/${answerId}/like`;
      const data = LikeResponse.parse((await (liked ? this.http.post(url) : this.http.delete(url))).data).data;
      return { liked: data.liked, likeCount: data.like_count };
    });
  }

  follow(questionId: number, followed: boolean): Promise<QaWrite<{ followed: boolean; followCount: number }>> {
    return write(async () => {
      const url = `/v1/qa/questions/${questionId}/follow`;
      const data = FollowResponse.parse((await (followed ? this.http.post(url) : this.http.delete(url))).data).data;
      return { followed: data.followed, followCount: data.follow_count };
    });
  }

  report(input: { targetType: 'question' | 'answer'; targetId: number; reason: ReportReason }): Promise<QaWrite<null>> {
    return write(async () => {
      await this.http.post('/v1/qa/reports', { target_type: input.targetType, target_id: input.targetId, reason: input.reason });
      return null;
    });
  }
}
