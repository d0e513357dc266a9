import { inject, injectable } from '../injection';
import { eventPhase, type EventPhase } from '../../domain/catalog/eventPhase';
import type { Clock } from '../auth/ports';
import { PORT_TOKENS } from '../tokens';
import type { CatalogPages, EventPage } from './pagePorts';
import { CATALOG_PAGE_TOKENS } from './tokens';

export type EventView = EventPage & { phase: EventPhase };

/** An event page (SPEC §2.1 event): banner, period, whether it runs now, a page of its group-buys. */
@injectable()
export class LoadEvent {
  constructor(
    @inject(CATALOG_PAGE_TOKENS.CatalogPages) private readonly pages: CatalogPages,
    @inject(PORT_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { path: string; page: number }): Promise<EventView> {
    const page = await this.pages.event(input.path, input.page);
    return { ...page, phase: eventPhase(page.event, this.clock.now()) };
  }
}
