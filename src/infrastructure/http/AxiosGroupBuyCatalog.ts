import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { GroupList as GroupListBody, MallMenu } from '../../../contract/catalog';
import { envelope } from '../../../contract/common';
import type { GroupBuyCatalog, GroupList } from '../../application/catalog/ports';
import type { Branch } from '../../domain/catalog/Branch';
import { firstCards } from '../../domain/catalog/homeLayout';
import { toGroupList } from './mappers';

const MallMenuResponse = envelope(MallMenu);
const GroupListResponse = envelope(z.array(GroupListBody));

/** The mall calls of SPEC §7 that the home and 404 pages need. */
export class AxiosGroupBuyCatalog implements GroupBuyCatalog {
  constructor(private readonly http: AxiosInstance) {}

  async mallMenu(): Promise<Branch[]> {
    const response = await this.http.get('/resource/mall/all');
    return MallMenuResponse.parse(response.data).data.branches;
  }

  /** SPEC §7 reads the list as data[0]; an empty answer is an empty list. The API has no size: a `limit` is cut here. */
  async groupList(branchPath: string, type: 'newest' | 'hot' | 'discount' | 'recommend', page: number, limit?: number): Promise<GroupList> {
    const path = `/v3/shopping/mall/${encodeURIComponent(branchPath)}/groupbuy/${type}`;
    const response = await this.http.get(path, { params: { page } });
    const [first] = GroupListResponse.parse(response.data).data;
    return firstCards(first ? toGroupList(first) : { title: '', cards: [], page, hasMore: false }, limit);
  }
}
