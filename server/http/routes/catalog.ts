import type { FastifyInstance } from 'fastify';
import { type GroupList, type MallMenu } from '../../../contract/catalog';
import { GroupListParams, GroupListQuery } from '../../../contract/catalogRequests';
import type { AppContext } from '../../context';
import { groupList, mallMenu } from '../../services/catalog/groupLists';
import { notFound } from '../errors';
import { Messages } from '../messages';
import { parseInput } from '../validation';

/** The mall calls the home page and the 404 page need (SPEC §7). */
export function catalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/resource/mall/all', async (): Promise<{ data: MallMenu }> => ({ data: await mallMenu(ctx.db) }));

  app.get('/v3/shopping/mall/:branchPath/groupbuy/:type', async (request): Promise<{ data: GroupList[] }> => {
    const params = parseInput(GroupListParams, request.params);
    const query = parseInput(GroupListQuery, request.query, { page: () => Messages.PAGE_INVALID });
    const list = await groupList(ctx.db, { ...params, page: query.page, pinnedIds: query.pinned_gb_ids });
    if (!list) throw notFound();
    // An array with one list: the 404 page of SPEC §7 reads data[0].products.
    return { data: [list] };
  });
}
