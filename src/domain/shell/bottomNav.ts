import { NAV_TAB_TITLES } from './messages';

export type NavTabKey = 'shopping' | 'featured' | 'discussion' | 'explore' | 'cart' | 'member';

export interface NavTab {
  key: NavTabKey;
  title: string;
  path: string;
  /** Route names (of the route table) that highlight this tab. */
  highlightRoutes: readonly string[];
  /** Which count the tab's badge shows, if any. */
  badge: 'cart' | 'notification' | null;
}

/** SPEC §2.4, in display order. */
/** Where the cart tab goes; a visitor signs in first and lands here (SPEC §2.4). */
export const CART_PATH = '/groupbuy/shoppingcart';

export const NAV_TABS: readonly NavTab[] = [
  {
    key: 'shopping',
    title: NAV_TAB_TITLES.shopping,
    path: '/mall/all',
    highlightRoutes: ['home', 'mall', 'mall-group-list', 'item', 'curation', 'category', 'brand', 'reviews', 'item-reviews'],
    badge: null,
  },
  { key: 'featured', title: NAV_TAB_TITLES.featured, path: '/featured-products/hot', highlightRoutes: ['featured-products'], badge: null },
  {
    key: 'discussion',
    title: NAV_TAB_TITLES.discussion,
    path: '/qa',
    highlightRoutes: ['qaIndex', 'qaCategory', 'qaTag', 'qaPage'],
    badge: null,
  },
  { key: 'explore', title: NAV_TAB_TITLES.explore, path: '/explore', highlightRoutes: ['explore', 'article', 'shopping-guide'], badge: null },
  { key: 'cart', title: NAV_TAB_TITLES.cart, path: CART_PATH, highlightRoutes: [], badge: 'cart' },
  {
    key: 'member',
    title: NAV_TAB_TITLES.member,
    path: '/member/profile',
    highlightRoutes: ['member', 'coupon', 'cash', 'orders', 'order-detail', 'order-list'],
    badge: 'notification',
  },
];

/** SPEC §2.1 names a route `order detail` where §2.4's list writes `order-detail`: one name, two spellings. */
const sameName = (routeName: string) => routeName.trim().replace(/\s+/g, '-');

/** The tab highlighted on a route, or null when the route belongs to no tab. */
export function activeTab(routeName: string | null | undefined): NavTabKey | null {
  if (!routeName) return null;
  const name = sameName(routeName);
  return NAV_TABS.find((tab) => tab.highlightRoutes.includes(name))?.key ?? null;
}
