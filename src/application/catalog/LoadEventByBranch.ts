import { inject, injectable } from '../injection';
import { eventPhase, type EventPhase } from '../../domain/catalog/eventPhase';
import type { Clock } from '../auth/ports';
import { PORT_TOKENS } from '../tokens';
import type { CatalogPages, EventBranches } from './pagePorts';
import { CATALOG_PAGE_TOKENS } from './tokens';

export type EventBranchesView = EventBranches & { phase: EventPhase; total: number };

/** The newer event layout (SPEC §2.1 event2, event2-preview): the event's group-buys grouped by mall branch. */
@injectable()
export class LoadEventByBranch {
  constructor(
    @inject(CATALOG_PAGE_TOKENS.CatalogPages) private readonly pages: CatalogPages,
    @inject(PORT_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { path: string }): Promise<EventBranchesView> {
    const page = await this.pages.eventBranches(input.path);
    const total = page.sections.reduce((sum, section) => sum + section.total, 0);
    return { ...page, total, phase: eventPhase(page.event, this.clock.now()) };
  }
}
