/**
 * @jest-environment node
 */
import { matchRoutes } from 'react-router-dom';
import { routes } from '../../../src/ui/routes/allRoutes';
import { firstSegment, routesForSegment, staticFirstSegments } from '../../../src/ui/ssr/routesByFirstSegment';

const idsOf = (tree: Parameters<typeof matchRoutes>[0], path: string) => matchRoutes(tree, path)?.map((match) => match.route.id) ?? null;

describe('the route table cut by first segment', () => {
  const known = staticFirstSegments(routes);

  it('knows the segments the pages start with, the home page among them', () => {
    for (const segment of ['', 'mall', 'groupbuy', 'market', 'qa', 'member', 'explore', 'about']) expect(known.has(segment)).toBe(true);
  });

  it.each([
    '/', '/mall/all', '/mall/fashion/groupbuy/hot', '/MALL/all', '/mall-menu', '/groupbuy/1', '/groupbuy/1/some-title', '/groupbuy/shoppingcart',
    '/groupbuy/search', '/groupbuy/category/fashion', '/groupbuy/pay/v2/3/done', '/market/14', '/market/preview/2', '/market/category/5',
    '/qa', '/qa/1', '/qa/post', '/qa/categories/2', '/member', '/member/orders', '/member/order/all', '/explore', '/articles/3', '/guide/2',
    '/about', '/brand-resource', '/nowhere', '/nowhere/at/all', '/featured-products/hot', '/search-suggest/mall', '/size-guide/diaper',
    '/%E5%B0%BF%E5%B8%83', '/mall%2Fall', '//mall/all', '/groupbuy/', '/qa//1', '/event/spring', '/curation/1', '/delete-account',
  ])('matches %s as the whole table does', (path) => {
    const segment = firstSegment(new URL(path, 'http://shop.test').pathname);
    // The page server leaves a segment it cannot compare to the whole table; the cut without any static page is stricter.
    const tree = routesForSegment(routes, segment !== null && known.has(segment) ? segment : '\0');
    const whole = idsOf(routes, path);
    // A segment no page starts with is left to the pages that start with a parameter or `*`.
    expect(idsOf(tree, path)).toEqual(whole);
    expect(whole).not.toBeNull();
  });

  it('keeps far fewer routes for a segment than the whole table', () => {
    const count = (tree: typeof routes): number => tree.reduce((n, route) => n + 1 + count(route.children ?? []), 0);
    expect(count(routesForSegment(routes, ''))).toBeLessThan(count(routes) / 4);
  });
});
