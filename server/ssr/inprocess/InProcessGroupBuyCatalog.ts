import { GroupListParams, GroupListQuery } from '../../../contract/catalogRequests';
import type { GroupBuyCatalog, GroupList } from '../../../src/application/catalog/ports';
import type { Branch } from '../../../src/domain/catalog/Branch';
import { toGroupList } from '../../../src/infrastructure/http/mappers';
import type { AppContext } from '../../context';
import { Messages } from '../../http/messages';
import { parseInput } from '../../http/validation';
import { groupList, mallMenu } from '../../services/catalog/groupLists';
import { found, type ServiceCall } from './serviceCall';

/** GroupBuyCatalog on the page server: the services of GET /resource/mall/all and the plain group list. */
export class InProcessGroupBuyCatalog implements GroupBuyCatalog {
  constructor(
    private readonly ctx: Pick<AppContext, 'db'>,
    private readonly call: ServiceCall,
  ) {}

  mallMenu(): Promise<Branch[]> {
    return this.call(async () => (await mallMenu(this.ctx.db)).branches);
  }

  /** A `limit` reads only those rows (home's blocks), where the API reads the page. */
  groupList(branchPath: string, type: 'newest' | 'hot' | 'discount' | 'recommend', page: number, limit?: number): Promise<GroupList> {
    return this.call(async () => {
      const params = parseInput(GroupListParams, { branchPath, type });
      const query = parseInput(GroupListQuery, { page: String(page) }, { page: () => Messages.PAGE_INVALID });
      return toGroupList(found(await groupList(this.ctx.db, { ...params, page: query.page, pinnedIds: query.pinned_gb_ids, limit })));
    });
  }
}
