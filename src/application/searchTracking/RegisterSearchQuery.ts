import { inject, injectable } from '../injection';
import { SearchTrackingMemory } from './SearchTrackingMemory';

/** A results page was shown for a search: its query id qualifies clicks and conversions for 30 minutes. */
@injectable()
export class RegisterSearchQuery {
  constructor(@inject(SearchTrackingMemory) private readonly memory: SearchTrackingMemory) {}

  execute(input: { queryId: string | null | undefined }): void {
    if (input.queryId) this.memory.qualify(input.queryId);
  }
}
