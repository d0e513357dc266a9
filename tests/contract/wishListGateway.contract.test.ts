import type { WishListGateway } from '../../src/application/purchase/ports';
import { NotFoundError } from '../../src/domain/errors/clientErrors';
import type { GroupBuyDetail } from '../../src/domain/purchase/GroupBuyDetail';
import { ApiPurchaseCatalog, ApiWishListGateway } from '../../src/infrastructure/http/ApiPurchaseGateways';
import { InMemoryPurchaseCatalog, InMemoryWishListGateway } from '../../src/infrastructure/memory/InMemoryPurchase';
import { dialects } from '../server/helpers/testApp';
import { openRealShop, type RealShop } from './helpers/realShop';

/** A seeded group-buy with a product of two options or more, and a second group-buy. */
interface Facts { first: GroupBuyDetail; second: GroupBuyDetail; productId: number; optionIds: [number, number] }

/**
 * The wish list (追蹤清單, SPEC §7): the fake the Gherkin uses, stocked with the real server's own
 * group-buys, and the typed client over the real server answer the same follows the same way.
 */
describe.each(dialects())('WishListGateway contract on %s', (dialect) => {
  let shop: RealShop;
  let facts: Facts;
  let real: WishListGateway;
  let fakeCatalog: InMemoryPurchaseCatalog;

  beforeAll(async () => {
    shop = await openRealShop(dialect);
    const { api } = await shop.member();
    real = new ApiWishListGateway(api);
    facts = await pickFacts(shop, new ApiPurchaseCatalog(api));
    fakeCatalog = new InMemoryPurchaseCatalog().with(facts.first).with(facts.second);
  });
  afterAll(() => shop.close());

  const subjects: [string, () => WishListGateway][] = [
    ['the in-memory fake', () => new InMemoryWishListGateway(fakeCatalog)],
    ['the typed client over the real server', () => real],
  ];

  describe.each(subjects)('%s', (_name, subject) => {
    let wish: WishListGateway;
    beforeEach(async () => {
      wish = subject();
      const brief = await wish.brief();
      const items = [...brief.products.map((p) => ({ id: p.id, type: 'product' as const })), ...brief.groupBuyIds.map((id) => ({ id, type: 'groupbuy' as const }))];
      if (items.length > 0) await wish.unfollow(items);
    });

    it('follows a product’s options and group-buys, the latest first, options in id order', async () => {
      const [low, high] = facts.optionIds;
      await wish.follow([{ id: facts.first.card.id, type: 'groupbuy' }]);
      await wish.follow([{ id: facts.productId, type: 'product', optionId: high }, { id: facts.productId, type: 'product', optionId: low }]);
      const brief = await wish.follow([{ id: facts.second.card.id, type: 'groupbuy' }]);
      expect(brief).toEqual({ totalCount: 3, products: [{ id: facts.productId, optionIds: [low, high] }], groupBuyIds: [facts.second.card.id, facts.first.card.id] });
      expect(await wish.brief()).toEqual(brief);
    });

    it('follows twice as once', async () => {
      await wish.follow([{ id: facts.first.card.id, type: 'groupbuy' }]);
      expect(await wish.follow([{ id: facts.first.card.id, type: 'groupbuy' }])).toEqual({ totalCount: 1, products: [], groupBuyIds: [facts.first.card.id] });
    });

    it('lists what is followed with the product’s group-buy and the options’ sizes', async () => {
      const [low] = facts.optionIds;
      await wish.follow([{ id: facts.productId, type: 'product', optionId: low }, { id: facts.second.card.id, type: 'groupbuy' }]);
      const list = await wish.load();
      const product = facts.first.products.find((p) => p.itemId === facts.productId)!;
      const option = product.options.find((o) => o.id === low)!;
      expect(list.products).toEqual([expect.objectContaining({
        id: facts.productId, type: 'product', title: product.title, image: product.imageUrl, groupBuyId: facts.first.card.id, groupBuyTitle: facts.first.card.title,
        subscribedOptions: [{ id: low, size: option.size, purchaseLimit: option.purchaseLimit }],
      })]);
      expect(list.groupBuys).toEqual([facts.second.card]);
    });

    it('unfollows one option, then the whole product when no option is named', async () => {
      const [low, high] = facts.optionIds;
      await wish.follow([{ id: facts.productId, type: 'product', optionId: low }, { id: facts.productId, type: 'product', optionId: high }]);
      expect((await wish.unfollow([{ id: facts.productId, type: 'product', optionId: low }])).products).toEqual([{ id: facts.productId, optionIds: [high] }]);
      expect(await wish.unfollow([{ id: facts.productId, type: 'product' }])).toEqual({ totalCount: 0, products: [], groupBuyIds: [] });
    });

    it('refuses to follow what the shop does not have, an option of another product, and follows nothing of the call', async () => {
      const otherOption = facts.second.products[0].options[0].id;
      await expect(wish.follow([{ id: facts.first.card.id, type: 'groupbuy' }, { id: 987_654, type: 'groupbuy' }])).rejects.toBeInstanceOf(NotFoundError);
      await expect(wish.follow([{ id: 987_654, type: 'product' }])).rejects.toBeInstanceOf(NotFoundError);
      await expect(wish.follow([{ id: facts.productId, type: 'product', optionId: otherOption }])).rejects.toBeInstanceOf(NotFoundError);
      expect((await wish.brief()).totalCount).toBe(0);
    });
  });
});

async function pickFacts(shop: RealShop, catalog: ApiPurchaseCatalog): Promise<Facts> {
  const groupIds = (await shop.test.db.selectFrom('group_buys').select('id').orderBy('id').limit(40).execute()).map((r) => r.id);
  const details = await Promise.all(groupIds.map((id) => catalog.groupBuy(id)));
  const first = details.find((d) => d.products.some((p) => p.options.length >= 2));
  const second = details.find((d) => d !== first && d.products.length > 0);
  if (!first || !second) throw new Error('the seed has no group-buy with a product of two options');
  const product = first.products.find((p) => p.options.length >= 2)!;
  const ids = product.options.map((o) => o.id).sort((a, b) => a - b);
  return { first, second, productId: product.itemId, optionIds: [ids[0], ids[1]] };
}
