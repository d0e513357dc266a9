import { inject, injectable } from '../injection';
import { prefetchesLinks } from '../../domain/pageBehaviour/pageBehaviour';
import type { ConnectionInfo } from './ports';
import { PAGE_BEHAVIOUR_TOKENS } from './tokens';

/** SPEC §4.7: whether a link the shopper is about to follow may be fetched ahead (not on 2g or data saver). */
@injectable()
export class DecideLinkPrefetch {
  constructor(@inject(PAGE_BEHAVIOUR_TOKENS.ConnectionInfo) private readonly connection: ConnectionInfo) {}

  execute(): boolean {
    return prefetchesLinks(this.connection.current());
  }
}
