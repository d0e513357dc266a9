import { inject, injectable } from '../injection';
import type { GroupListType } from '../../domain/mall/browse';
import { PORT_TOKENS } from '../tokens';
import type { GroupBuyCatalog, GroupList } from '../catalog/ports';

/** One page of a branch's group list by type (SPEC §2.1 "mall-group-list"). */
@injectable()
export class LoadGroupListPage {
  constructor(@inject(PORT_TOKENS.GroupBuyCatalog) private readonly catalog: GroupBuyCatalog) {}

  execute(input: { branchPath: string; type: GroupListType; page: number }): Promise<GroupList> {
    return this.catalog.groupList(input.branchPath, input.type, input.page);
  }
}
