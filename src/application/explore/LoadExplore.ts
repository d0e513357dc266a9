import { inject, injectable } from '../injection';
import { filterExplore, type ExploreHome } from '../../domain/explore/explore';
import type { ExploreLibrary } from './ports';
import { EXPLORE_TOKENS } from './tokens';

/** The explore page (SPEC §2.1 explore); with a query, only the pieces whose title or summary match. */
@injectable()
export class LoadExplore {
  constructor(@inject(EXPLORE_TOKENS.ExploreLibrary) private readonly library: ExploreLibrary) {}

  async execute(input: { query?: string | null } = {}): Promise<ExploreHome> {
    return filterExplore(await this.library.home(), input.query);
  }
}
