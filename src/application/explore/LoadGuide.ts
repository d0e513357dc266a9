import { inject, injectable } from '../injection';
import { orderedPicks, type Guide } from '../../domain/explore/explore';
import type { ExploreLibrary } from './ports';
import { EXPLORE_TOKENS } from './tokens';

/** One shopping guide (SPEC §2.1 shopping-guide), its picks in the order worth reading. */
@injectable()
export class LoadGuide {
  constructor(@inject(EXPLORE_TOKENS.ExploreLibrary) private readonly library: ExploreLibrary) {}

  async execute(input: { id: number }): Promise<Guide> {
    const guide = await this.library.guide(input.id);
    return { ...guide, picks: orderedPicks(guide.picks) };
  }
}
