import { GroupBuyIdParams, ItemIdParams } from '../../../contract/purchaseRequests';
import type { PurchaseCatalog } from '../../../src/application/purchase/ports';
import type { GroupBuyDetail } from '../../../src/domain/purchase/GroupBuyDetail';
import { toGroupBuyDetail } from '../../../src/infrastructure/http/purchaseMappers';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validation';
import { groupBuyDetail, groupBuyIdOfProduct } from '../../services/purchase/groupBuyDetail';
import { found, type ServiceCall } from './serviceCall';

/** PurchaseCatalog on the page server: the services of GET /v3/shopping/groupbuy/{id} and /v3/shopping/item/{itemId}. */
export class InProcessPurchaseCatalog implements PurchaseCatalog {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'now'>,
    private readonly call: ServiceCall,
  ) {}

  groupBuy(id: number): Promise<GroupBuyDetail> {
    return this.call(async () => {
      const params = parseInput(GroupBuyIdParams, { id: String(id) });
      return toGroupBuyDetail(found(await groupBuyDetail(this.ctx.db, params.id, this.ctx.now())));
    });
  }

  item(itemId: number): Promise<GroupBuyDetail> {
    return this.call(async () => {
      const params = parseInput(ItemIdParams, { itemId: String(itemId) });
      const groupBuyId = await groupBuyIdOfProduct(this.ctx.db, params.itemId);
      return toGroupBuyDetail(found(groupBuyId === null ? null : await groupBuyDetail(this.ctx.db, groupBuyId, this.ctx.now())));
    });
  }
}
