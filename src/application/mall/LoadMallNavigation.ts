import { inject, injectable } from '../injection';
import type { Branch } from '../../domain/catalog/Branch';
import { PORT_TOKENS } from '../tokens';
import type { GroupBuyCatalog } from '../catalog/ports';

/** The branches of the mall layout's navigation bar (SPEC §2.2), in menu order. */
@injectable()
export class LoadMallNavigation {
  constructor(@inject(PORT_TOKENS.GroupBuyCatalog) private readonly catalog: GroupBuyCatalog) {}

  execute(): Promise<Branch[]> {
    return this.catalog.mallMenu();
  }
}
