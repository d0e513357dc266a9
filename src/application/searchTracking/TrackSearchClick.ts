import { inject, injectable } from '../injection';
import { clickParams, passesSchema, type SearchTrackingInput } from '../../domain/searchTracking/searchEvents';
import type { ErrorReporter } from '../shell/ports';
import { PORT_TOKENS } from '../tokens';
import type { DeviceId, SearchTrackingGateway } from './ports';
import { SearchTrackingMemory } from './SearchTrackingMemory';
import { SEARCH_TRACKING_TOKENS } from './tokens';

export type SearchTrackingResult = 'sent' | 'incomplete' | 'not-qualified';

/** SPEC §5/§7: a click on a search result is sent when complete, qualified and well-formed; it is remembered for the conversion. */
@injectable()
export class TrackSearchClick {
  constructor(
    @inject(SearchTrackingMemory) private readonly memory: SearchTrackingMemory,
    @inject(SEARCH_TRACKING_TOKENS.SearchTrackingGateway) private readonly gateway: SearchTrackingGateway,
    @inject(SEARCH_TRACKING_TOKENS.DeviceId) private readonly device: DeviceId,
    @inject(PORT_TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  execute(input: SearchTrackingInput): SearchTrackingResult {
    const click = clickParams(input);
    if (click === null || !passesSchema(click)) return 'incomplete';
    if (!this.memory.isQualified(click.query_id)) return 'not-qualified';
    this.memory.rememberClick({ objectId: click.object_id, queryId: click.query_id, index: click.index });
    void this.gateway.clicked(click, deviceIdOrReport(this.device, this.reporter)).catch((error: unknown) => this.reporter.report(error, { action: 'search-click' }));
    return 'sent';
  }
}

/** SPEC §8: a missing device id in search tracking is reported (the call goes without the header). */
export function deviceIdOrReport(device: DeviceId, reporter: ErrorReporter): string | null {
  const id = device.current();
  if (id === null) reporter.report(new Error('search tracking: missing device id'), { action: 'search-tracking' });
  return id;
}
