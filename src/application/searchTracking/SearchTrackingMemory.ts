import { inject, injectable } from '../injection';
import { isQualified, parseQualifiedQueries, qualify, QUALIFIED_QUERIES_MAX, type QualifiedQuery } from '../../domain/searchTracking/qualifiedQueries';
import type { Clock } from '../auth/ports';
import type { KeyValueStore } from '../shell/ports';
import { PORT_TOKENS } from '../tokens';

const QUERIES_KEY = 'search_qualified_queries';
const CLICKS_KEY = 'search_clicked_results';

/** Which search a clicked result came from, so adding it to the cart can be credited to that search. */
export interface ClickedResult {
  objectId: string;
  queryId: string;
  index: string;
}

const read = (store: KeyValueStore, key: string): unknown => {
  try {
    return JSON.parse(store.get(key) ?? '[]') as unknown;
  } catch {
    return [];
  }
};

/** The qualified queries (SPEC §3, §9) and the results clicked from them, kept across page loads. */
@injectable()
export class SearchTrackingMemory {
  constructor(@inject(PORT_TOKENS.KeyValueStore) private readonly store: KeyValueStore, @inject(PORT_TOKENS.Clock) private readonly clock: Clock) {}

  qualify(queryId: string): void {
    this.store.set(QUERIES_KEY, JSON.stringify(qualify(this.queries(), queryId, this.clock.now())));
  }

  isQualified(queryId: string): boolean {
    return isQualified(this.queries(), queryId, this.clock.now());
  }

  rememberClick(click: ClickedResult): void {
    const kept = this.clicks().filter((c) => c.objectId !== click.objectId);
    this.store.set(CLICKS_KEY, JSON.stringify([...kept, click].slice(-QUALIFIED_QUERIES_MAX)));
  }

  clickedFrom(objectId: string): ClickedResult | null {
    return this.clicks().find((c) => c.objectId === objectId && this.isQualified(c.queryId)) ?? null;
  }

  private queries(): QualifiedQuery[] {
    return parseQualifiedQueries(read(this.store, QUERIES_KEY));
  }

  private clicks(): ClickedResult[] {
    const raw = read(this.store, CLICKS_KEY);
    return Array.isArray(raw) ? raw.filter((c): c is ClickedResult => typeof c?.objectId === 'string' && typeof c?.queryId === 'string' && typeof c?.index === 'string') : [];
  }
}
