import { MallEndpoints as E } from '../../../contract/endpoints/mall';
import type { GroupBuyCatalog, GroupList } from '../../application/catalog/ports';
import type { Branch } from '../../domain/catalog/Branch';
import { firstCards } from '../../domain/catalog/homeLayout';
import type { ApiClient } from './ApiClient';
import { toGroupList } from './mappers';

/** The mall calls of SPEC §7 that the mall bar, the home and the 404 pages need, over the typed client. */
export class ApiGroupBuyCatalog implements GroupBuyCatalog {
  constructor(private readonly api: ApiClient) {}

  /** The branches alone: the mall bar is on every mall page, and the mall's front (/resource/mall/all) reads more. */
  async mallMenu(): Promise<Branch[]> {
    return (await this.api.call(E.branchList)).branches;
  }

  /** SPEC §7 reads the list as data[0]; an empty answer is an empty list. A `limit` is asked of the API and cut here too, as the fake does. */
  async groupList(branchPath: string, type: 'newest' | 'hot' | 'discount' | 'recommend', page: number, limit?: number): Promise<GroupList> {
    const [first] = await this.api.call(E.groupList, { params: { branchPath, type }, query: { page, limit } });
    return firstCards(first ? toGroupList(first) : { title: '', cards: [], page, hasMore: false }, limit);
  }
}
