import { checkoutRoutes } from '../../../src/ui/routes/checkoutRoutes';
import { activeTab, CART_PATH, NAV_TABS } from '../../../src/domain/shell/bottomNav';

describe('bottom navigation (SPEC §2.4)', () => {
  it('has the six tabs in order with their zh-TW titles and paths', () => {
    expect(NAV_TABS.map((tab) => [tab.key, tab.title, tab.path])).toEqual([
      ['shopping', '購物', '/mall/all'],
      ['featured', '精選', '/featured-products/hot'],
      ['discussion', '討論', '/qa'],
      ['explore', '探索', '/explore'],
      ['cart', '購物車', '/groupbuy/shoppingcart'],
      ['member', '會員', '/member/profile'],
    ]);
  });

  it.each([
    ['home', 'shopping'],
    ['mall', 'shopping'],
    ['mall-group-list', 'shopping'],
    ['item', 'shopping'],
    ['curation', 'shopping'],
    ['category', 'shopping'],
    ['brand', 'shopping'],
    ['reviews', 'shopping'],
    ['item-reviews', 'shopping'],
    ['featured-products', 'featured'],
    ['qaIndex', 'discussion'],
    ['qaCategory', 'discussion'],
    ['qaTag', 'discussion'],
    ['qaPage', 'discussion'],
    ['shopping-guide', 'explore'],
    ['explore', 'explore'],
    ['article', 'explore'],
    ['member', 'member'],
    ['coupon', 'member'],
    ['cash', 'member'],
    ['orders', 'member'],
    ['order-detail', 'member'],
    // The route table's own name of /member/order/detail (SPEC §2.1 writes it with a space).
    ['order detail', 'member'],
    ['order-list', 'member'],
  ])('route %p highlights %p', (route, tab) => {
    expect(activeTab(route)).toBe(tab);
  });

  it('lights the 會員 tab on the order detail page of the route table', () => {
    const route = checkoutRoutes.find((entry) => entry.path === 'member/order/detail');
    expect(activeTab(route?.name)).toBe('member');
  });

  it('highlights nothing on other routes', () => {
    expect(activeTab('about')).toBeNull();
    expect(activeTab(null)).toBeNull();
  });

  it('shows the cart count on the cart tab and notifications on the member tab', () => {
    expect(NAV_TABS.filter((tab) => tab.badge).map((tab) => [tab.key, tab.badge])).toEqual([
      ['cart', 'cart'],
      ['member', 'notification'],
    ]);
  });

  it('points the cart tab at the cart page', () => {
    expect(CART_PATH).toBe(NAV_TABS.find((tab) => tab.key === 'cart')!.path);
  });
});
