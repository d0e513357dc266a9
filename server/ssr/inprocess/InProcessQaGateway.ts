import { QaIdParams } from '../../../contract/qaRequests';
import type { QaGateway, QuestionQuery } from '../../../src/application/qa/ports';
import type { ReportReason } from '../../../src/domain/qa/messages';
import type { QuestionDraft } from '../../../src/domain/qa/postRules';
import type { QaCategory, QuestionDetail } from '../../../src/domain/qa/types';
import { toQaCategory, toQuestionDetail } from '../../../src/infrastructure/http/qaMappers';
import type { AppContext } from '../../context';
import { identifyCaller } from '../../http/authContext';
import { parseInput } from '../../http/validation';
import { qaCategories, questionDetail } from '../../services/qa/reads';
import { found, type ServiceCall } from './serviceCall';
import { visitorRequest, type VisitorCookies } from './visitorRequest';

/**
 * QaGateway on the page server, for one page request: the question page's reads (the categories, and
 * a question with the visitor's own flags, decided by the API's `identifyCaller` over the request's
 * cookie jar) in process; the lists, search and every write stay on the API (`viaApi`).
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

  questions = (query: QuestionQuery) => this.viaApi.questions(query);
  search = (query: string, page: number) => this.viaApi.search(query, page);
  suggest = (query: string) => this.viaApi.suggest(query);
  postQuestion = (draft: QuestionDraft) => this.viaApi.postQuestion(draft);
  answer = (questionId: number, body: string) => this.viaApi.answer(questionId, body);
  editAnswer = (answerId: number, body: string) => this.viaApi.editAnswer(answerId, body);
  deletePost = (kind: 'question' | 'answer', id: number) => this.viaApi.deletePost(kind, id);
  like = (answerId: number, liked: boolean) => this.viaApi.like(answerId, liked);
  follow = (questionId: number, followed: boolean) => this.viaApi.follow(questionId, followed);
  report = (input: { targetType: 'question' | 'answer'; targetId: number; reason: ReportReason }) => this.viaApi.report(input);
}
