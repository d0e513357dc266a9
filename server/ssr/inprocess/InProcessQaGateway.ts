import { QaIdParams, QaSearchQuery, QuestionListQuery } from '../../../contract/qaRequests';
import type { QaGateway, QuestionQuery } from '../../../src/application/qa/ports';
import type { ReportReason } from '../../../src/domain/qa/messages';
import type { QuestionDraft } from '../../../src/domain/qa/postRules';
import type { QaCategory, QuestionDetail, QuestionPage } from '../../../src/domain/qa/types';
import { toQaCategory, toQuestionDetail, toQuestionPage } from '../../../src/infrastructure/http/qaMappers';
import type { AppContext } from '../../context';
import { identifyCaller } from '../../http/authContext';
import { parseInput } from '../../http/validation';
import { listQuestions, qaCategories, questionDetail, searchQuestions } from '../../services/qa/reads';
import { asQueryString } from './queryString';
import { found, type ServiceCall } from './serviceCall';
import { visitorRequest, type VisitorCookies } from './visitorRequest';

/**
 * QaGateway on the page server, for one page request: the forum pages' reads (the categories, the
 * question lists and search, and a question with the visitor's own flags, decided by the API's
 * `identifyCaller` over the request's cookie jar) in process, each query parsed as the API parses what
 * the axios adapter sends; suggestions and every write stay on the API (`viaApi`).
 */
export class InProcessQaGateway implements QaGateway {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'now'>,
    private readonly call: ServiceCall,
    private readonly cookies: VisitorCookies,
    private readonly viaApi: QaGateway,
  ) {}

  categories(): Promise<QaCategory[]> {
    return this.call(async () => (await qaCategories(this.ctx.db)).map(toQaCategory));
  }

  question(id: number): Promise<QuestionDetail> {
    return this.call(async () => {
      const params = parseInput(QaIdParams, { id: String(id) });
      const caller = await identifyCaller(this.ctx, visitorRequest(this.cookies));
      return toQuestionDetail(found(await questionDetail(this.ctx.db, params.id, caller.member?.id ?? null)));
    });
  }

  questions(query: QuestionQuery): Promise<QuestionPage> {
    return this.call(async () => {
      const params = parseInput(QuestionListQuery, asQueryString({ sort: query.sort, page: query.page, category: query.categoryId, tag: query.tagId }));
      return toQuestionPage(await listQuestions(this.ctx.db, params));
    });
  }

  search(query: string, page: number): Promise<QuestionPage> {
    return this.call(async () => {
      const params = parseInput(QaSearchQuery, asQueryString({ query, page }));
      return toQuestionPage(await searchQuestions(this.ctx.db, params.query, params.page));
    });
  }

  suggest = (query: string) => this.viaApi.suggest(query);
  postQuestion = (draft: QuestionDraft) => this.viaApi.postQuestion(draft);
  answer = (questionId: number, body: string) => this.viaApi.answer(questionId, body);
  editAnswer = (answerId: number, body: string) => this.viaApi.editAnswer(answerId, body);
  deletePost = (kind: 'question' | 'answer', id: number) => this.viaApi.deletePost(kind, id);
  like = (answerId: number, liked: boolean) => this.viaApi.like(answerId, liked);
  follow = (questionId: number, followed: boolean) => this.viaApi.follow(questionId, followed);
  report = (input: { targetType: 'question' | 'answer'; targetId: number; reason: ReportReason }) => this.viaApi.report(input);
}
