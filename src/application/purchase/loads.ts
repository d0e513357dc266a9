import { inject, injectable } from '../injection';
import type { GroupBuyDetail, WishList } from '../../domain/purchase/GroupBuyDetail';
import type { PanelProduct } from '../../domain/purchase/PurchaseOption';
import { NotFoundError } from '../../domain/errors/clientErrors';
import { SessionStore } from '../shell/SessionStore';
import type { PurchaseCatalog, WishListGateway } from './ports';
import { WishListStore } from './stores';
import { PURCHASE_TOKENS } from './tokens';

/** The groupbuy-info and groupbuy-form pages' content. */
@injectable()
export class LoadGroupBuy {
  constructor(@inject(PURCHASE_TOKENS.PurchaseCatalog) private readonly catalog: PurchaseCatalog) {}

  execute(input: { groupBuyId: number }): Promise<GroupBuyDetail> {
    return this.catalog.groupBuy(input.groupBuyId);
  }
}

export interface ItemPage {
  product: PanelProduct;
  groupBuy: GroupBuyDetail;
}

/** The item (and item-preview) page: one product inside its group-buy. */
@injectable()
export class LoadItem {
  constructor(@inject(PURCHASE_TOKENS.PurchaseCatalog) private readonly catalog: PurchaseCatalog) {}

  async execute(input: { itemId: number }): Promise<ItemPage> {
    const groupBuy = await this.catalog.item(input.itemId);
    const product = groupBuy.products.find((p) => p.itemId === input.itemId);
    if (!product) throw new NotFoundError();
    return { product, groupBuy };
  }
}

/** The tracking list page (SPEC §2.1 wish-list). */
@injectable()
export class LoadWishList {
  constructor(@inject(PURCHASE_TOKENS.WishListGateway) private readonly wishList: WishListGateway) {}

  execute(): Promise<WishList> {
    return this.wishList.load();
  }
}

/** Loads the member's brief into the store (the option panel's followed sizes); visitors have none. */
@injectable()
export class RefreshWishList {
  constructor(
    @inject(PURCHASE_TOKENS.WishListGateway) private readonly wishList: WishListGateway,
    @inject(WishListStore) private readonly store: WishListStore,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {}

  async execute(): Promise<void> {
    if (!this.session.signedIn()) return this.store.set(null);
    this.store.set(await this.wishList.brief());
  }
}
