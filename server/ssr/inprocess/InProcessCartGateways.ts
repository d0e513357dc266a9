import type { Cart, CartGateway, SubscriptionItem, WishListGateway } from '../../../src/application/purchase/ports';
import type { WishList } from '../../../src/domain/purchase/GroupBuyDetail';
import { toCart, toWishList } from '../../../src/infrastructure/http/purchaseMappers';
import type { AppContext } from '../../context';
import { loadCart } from '../../services/purchase/cart';
import { wishList } from '../../services/purchase/wishList';
import { memberRead, type MemberRead } from './memberRead';
import type { ServiceCall } from './serviceCall';
import type { VisitorCookies } from './visitorRequest';

/**
 * CartGateway on the page server, for one page request: the cart page's cart read in process, as
 * GET /v2/shoppingcart answers the member of the request's cookie jar; every change stays on the API.
 */
export class InProcessCartGateway implements CartGateway {
  private readonly asMember: MemberRead;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'now'>,
    call: ServiceCall,
    cookies: VisitorCookies,
    private readonly viaApi: CartGateway,
  ) {
    this.asMember = memberRead(ctx, call, cookies);
  }

  load(): Promise<Cart> {
    return this.asMember(async (member) => toCart(await loadCart(this.ctx.db, member.id)), () => this.viaApi.load());
  }

  add = (input: { groupId: number; optionId: number; number: number }) => this.viaApi.add(input);
  itemIds = () => this.viaApi.itemIds();
  changeQuantity = (optionId: number, quantity: number) => this.viaApi.changeQuantity(optionId, quantity);
  remove = (optionId: number) => this.viaApi.remove(optionId);
}

/** WishListGateway on the page server: the wish-list page's list read in process (GET /api/v1/wishlist); the brief and following stay on the API. */
export class InProcessWishListGateway implements WishListGateway {
  private readonly asMember: MemberRead;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'now'>,
    call: ServiceCall,
    cookies: VisitorCookies,
    private readonly viaApi: WishListGateway,
  ) {
    this.asMember = memberRead(ctx, call, cookies);
  }

  load(): Promise<WishList> {
    return this.asMember(async (member) => toWishList(await wishList(this.ctx.db, member.id)), () => this.viaApi.load());
  }

  brief = () => this.viaApi.brief();
  follow = (items: SubscriptionItem[]) => this.viaApi.follow(items);
  unfollow = (items: SubscriptionItem[]) => this.viaApi.unfollow(items);
}
