import { skeletonKindFor } from '../../../src/domain/shell/pageSkeleton';

describe('skeletonKindFor (the page shape shown while a page loads)', () => {
  it.each([
    ['/', 'list'], ['/mall/all', 'list'], ['/featured-products/hot', 'list'], ['/market/category/12', 'list'], ['/groupbuy/search', 'list'],
    ['/market/15', 'product'], ['/market/preview/15', 'product'], ['/groupbuy/3', 'product'], ['/groupbuy/3/防踢被', 'product'], ['/groupbuy/form/3', 'product'],
    ['/groupbuy/shoppingcart', 'form'], ['/groupbuy/pay/v2/8', 'form'], ['/promotion-code', 'form'],
    ['/qa', 'qa'], ['/qa/categories/2', 'qa'], ['/qa/821', 'qa'],
    ['/member/profile', 'member'], ['/member', 'member'],
    ['/explore', 'article'], ['/articles/1001', 'article'], ['/guide/4', 'article'],
  ])('%s loads as a %s page', (path, kind) => {
    expect(skeletonKindFor(path)).toBe(kind);
  });
});
