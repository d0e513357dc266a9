import { toGroupBuyCard } from '../../../src/domain/catalog/GroupBuyCard';
import type { GroupBuyDetail } from '../../../src/domain/purchase/GroupBuyDetail';
import { defaultOptionOf, type PanelProduct, type PurchaseOption } from '../../../src/domain/purchase/PurchaseOption';

const option = (id: number, size: string, purchaseLimit: number, price = 399): PurchaseOption => ({
  id, size, purchaseLimit, price: { discountPrice: null, currentPrice: price, originalPrice: 590, suffix: null }, deliverInfo: { description: '現貨，付款後 2 個工作天內出貨' }, events: [],
});

/** 有機棉包屁衣: size 60cm (10) sold out, 70cm (11) limit 3, 80cm (12) limit 5. */
export const PanelProductMother = {
  bodysuit: (overrides: Partial<PanelProduct> = {}): PanelProduct => {
    const options = [option(10, '60cm', 0), option(11, '70cm', 3), option(12, '80cm', 5)];
    return {
      itemId: 7, title: '有機棉包屁衣', brand: '小熊森林', imageUrl: '/images/gb/1.svg', groupId: 1, price: 399, events: [], options,
      defaultOption: defaultOptionOf(options), hasMultipleSizes: true, currentPricePrefix: null,
      categorySet: { branch_category: { name: '嬰幼服飾' }, main_category: { name: '包屁衣' }, sub_category: { name: '短袖' } }, discontinued: false,
      ...overrides,
    };
  },
  groupBuy: (product: PanelProduct = PanelProductMother.bodysuit(), adult = false): GroupBuyDetail => ({
    card: toGroupBuyCard({ id: product.groupId, url: `/groupbuy/${product.groupId}`, title: '有機棉包屁衣團', desc: '柔軟透氣', label: null, price: 399, originalPrice: 590, priceSuffix: null, image: product.imageUrl, likeCount: 3, isAdultOnly: adult }),
    brand: { id: 1, name: product.brand }, branch: { name: '嬰幼服飾', path: 'fashion' }, categories: [], largeImage: product.imageUrl,
    open: true, startsAt: 0, endsAt: Number.MAX_SAFE_INTEGER, events: [], products: [product], similar: [],
    content: { paragraphs: [], sizeGuide: null }, shipping: null,
    figures: { rating: null, reviewCount: 0, soldCount: 0, buyerCount: 0 }, bestReviews: [], ageFit: null,
  }),
};
