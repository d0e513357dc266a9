import { inject, injectable } from '../injection';
import type { Article } from '../../domain/explore/explore';
import type { ExploreLibrary } from './ports';
import { EXPLORE_TOKENS } from './tokens';

/** One article (SPEC §2.1 article); callers pass only one of the 25 fixed ids. */
@injectable()
export class LoadArticle {
  constructor(@inject(EXPLORE_TOKENS.ExploreLibrary) private readonly library: ExploreLibrary) {}

  execute(input: { id: number }): Promise<Article> {
    return this.library.article(input.id);
  }
}
