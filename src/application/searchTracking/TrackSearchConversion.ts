import { inject, injectable } from '../injection';
import { conversionParams, passesSchema } from '../../domain/searchTracking/searchEvents';
import type { ErrorReporter } from '../shell/ports';
import { PORT_TOKENS } from '../tokens';
import type { DeviceId, SearchTrackingGateway } from './ports';
import { SearchTrackingMemory } from './SearchTrackingMemory';
import { SEARCH_TRACKING_TOKENS } from './tokens';
import { deviceIdOrReport, type SearchTrackingResult } from './TrackSearchClick';

/** SPEC §5/§7: adding a product reached from a qualified search to the cart converts that search. */
@injectable()
export class TrackSearchConversion {
  constructor(
    @inject(SearchTrackingMemory) private readonly memory: SearchTrackingMemory,
    @inject(SEARCH_TRACKING_TOKENS.SearchTrackingGateway) private readonly gateway: SearchTrackingGateway,
    @inject(SEARCH_TRACKING_TOKENS.DeviceId) private readonly device: DeviceId,
    @inject(PORT_TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  execute(input: { objectId: string | number; event?: string }): SearchTrackingResult {
    const clicked = this.memory.clickedFrom(String(input.objectId));
    const conversion = conversionParams({ queryId: clicked?.queryId, objectId: input.objectId, index: clicked?.index, event: input.event });
    if (conversion === null || !passesSchema(conversion)) return clicked ? 'incomplete' : 'not-qualified';
    if (!this.memory.isQualified(conversion.query_id)) return 'not-qualified';
    void this.gateway.converted(conversion, deviceIdOrReport(this.device, this.reporter)).catch((error: unknown) => this.reporter.report(error, { action: 'search-convert' }));
    return 'sent';
  }
}
