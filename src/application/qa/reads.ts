import { inject, injectable } from '../injection';
import type { QaCategory, QaSuggestion, QuestionDetail, QuestionPage } from '../../domain/qa/types';
import type { QaGateway, QuestionQuery } from './ports';
import { QA_TOKENS } from './tokens';

/** The forum's categories with their situational tags (the navigation bar and the ask form). */
@injectable()
export class LoadQaCategories {
  constructor(@inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway) {}
  execute(): Promise<QaCategory[]> {
    return this.gateway.categories();
  }
}

/** Recent or popular questions, of everything, one category or one tag. */
@injectable()
export class ListQuestions {
  constructor(@inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway) {}
  execute(input: QuestionQuery): Promise<QuestionPage> {
    return this.gateway.questions(input);
  }
}

/** Questions whose title or body holds the words; a blank query finds nothing without asking the server. */
@injectable()
export class SearchQuestions {
  constructor(@inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway) {}
  async execute(input: { query: string; page: number }): Promise<QuestionPage> {
    const query = input.query.trim();
    if (query === '') return { questions: [], page: 1, totalPages: 1, total: 0 };
    return this.gateway.search(query, input.page);
  }
}

/** Suggestions as the parent types in the forum's search box. */
@injectable()
export class SuggestQaSearch {
  constructor(@inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway) {}
  async execute(input: { query: string }): Promise<QaSuggestion[]> {
    return input.query.trim() === '' ? [] : this.gateway.suggest(input.query.trim());
  }
}

/** The question page: the question, its answers and related questions. */
@injectable()
export class LoadQuestion {
  constructor(@inject(QA_TOKENS.QaGateway) private readonly gateway: QaGateway) {}
  execute(input: { id: number }): Promise<QuestionDetail> {
    return this.gateway.question(input.id);
  }
}
