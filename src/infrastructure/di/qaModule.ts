import { ContainerModule, type Newable } from 'inversify';
import { AnswerQuestion } from '../../application/qa/AnswerQuestion';
import { ChooseQaNav } from '../../application/qa/ChooseQaNav';
import { DeletePost, EditAnswer } from '../../application/qa/EditAnswer';
import { PostQuestion } from '../../application/qa/PostQuestion';
import { RestoreQuestionDraft, SaveQuestionDraft } from '../../application/qa/questionDraft';
import { FollowQuestion, LikeAnswer, ReportPost } from '../../application/qa/reactions';
import { ListQuestions, LoadQaCategories, LoadQuestion, SearchQuestions, SuggestQaSearch } from '../../application/qa/reads';
import { QA_TOKENS } from '../../application/qa/tokens';
import { InMemoryQaGateway } from '../memory/InMemoryQaGateway';
import { httpGateway } from './lazyGateway';

const QA_CLASSES: readonly Newable[] = [
  LoadQaCategories, ListQuestions, SearchQuestions, SuggestQaSearch, LoadQuestion, ChooseQaNav, PostQuestion, AnswerQuestion, EditAnswer, DeletePost,
  LikeAnswer, FollowQuestion, ReportPost, SaveQuestionDraft, RestoreQuestionDraft,
];

/** Browser and page server: the forum over the shared HTTP client. */
export const qaModule = () =>
  new ContainerModule(({ bind }) => {
    for (const useCase of QA_CLASSES) bind(useCase).toSelf().inSingletonScope();
    bind(QA_TOKENS.QaGateway).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosQaGateway')).AxiosQaGateway(http))).inSingletonScope();
  });

/** Tests and specs: the in-memory forum, bound to its port and to its own class. */
export const qaTestModule = () =>
  new ContainerModule(({ bind }) => {
    for (const useCase of QA_CLASSES) bind(useCase).toSelf().inSingletonScope();
    const gateway = new InMemoryQaGateway();
    bind(InMemoryQaGateway).toConstantValue(gateway);
    bind(QA_TOKENS.QaGateway).toConstantValue(gateway);
  });
