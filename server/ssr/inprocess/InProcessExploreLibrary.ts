import { ArticleParams, ExploreSuggestQuery, GuideParams } from '../../../contract/exploreRequests';
import type { ExploreLibrary } from '../../../src/application/explore/ports';
import type { Article, ExploreHome, ExploreSuggestion, Guide } from '../../../src/domain/explore/explore';
import { toArticle, toExploreHome, toGuide } from '../../../src/infrastructure/http/exploreMappers';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validation';
import { articleDetail, exploreHome, exploreSuggestions, guideDetail } from '../../services/explore/explore';
import { ExploreMessages } from '../../services/explore/messages';
import { found, type ServiceCall } from './serviceCall';

const ID_MESSAGES = { id: () => ExploreMessages.ID_INVALID };

/** ExploreLibrary on the page server: the services of http/routes/explore.ts, same inputs, same values. */
export class InProcessExploreLibrary implements ExploreLibrary {
  constructor(
    private readonly ctx: Pick<AppContext, 'db'>,
    private readonly call: ServiceCall,
  ) {}

  home(): Promise<ExploreHome> {
    return this.call(async () => toExploreHome(await exploreHome(this.ctx.db)));
  }

  article(id: number): Promise<Article> {
    return this.call(async () => toArticle(found(await articleDetail(this.ctx.db, parseInput(ArticleParams, { id: String(id) }, ID_MESSAGES).id))));
  }

  guide(id: number): Promise<Guide> {
    return this.call(async () => toGuide(found(await guideDetail(this.ctx.db, parseInput(GuideParams, { id: String(id) }, ID_MESSAGES).id))));
  }

  suggest(query: string): Promise<ExploreSuggestion[]> {
    return this.call(async () => {
      const input = parseInput(ExploreSuggestQuery, { query }, { query: () => ExploreMessages.QUERY_INVALID });
      return exploreSuggestions(this.ctx.db, input.query);
    });
  }
}
