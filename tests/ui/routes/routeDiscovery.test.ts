/**
 * @jest-environment node
 */
import 'reflect-metadata';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from '../../../src/ui/routes/allRoutes';
import { existsSync } from 'node:fs';
import { AREA_IDS, AREAS, areaOfRouteId, areaSource } from '../../../src/ui/routes/routeAreas';
import { discoverEveryArea, firstRouteTree } from '../../../src/ui/routes/routeDiscovery';

const ids = (list: RouteObject[]): string[] => list.flatMap((route) => [route.id ?? '?', ...ids(route.children ?? [])]);
const leafIds = (tree: RouteObject[], path: string) => (matchRoutes(tree, path) ?? []).map((match) => match.route.id);

describe('route discovery: the browser starts from its first page\'s area', () => {
  it('gives every page an id of its area, the same in the first tree as in the whole table', async () => {
    const all = ids(routes);
    for (const area of AREA_IDS) {
      const first = ids(await firstRouteTree(area));
      expect(first.filter((id) => id.includes('.')).every((id) => areaOfRouteId(id) === area)).toBe(true);
      expect(first.every((id) => all.includes(id))).toBe(true);
    }
  });

  it.each([
    ['/', 'foundation'],
    ['/mall/all', 'mall'],
    ['/groupbuy/1', 'product'],
    ['/qa/1', 'qa'],
    ['/groupbuy/shoppingcart', 'cart'],
    ['/about', 'site'],
    ['/no-such-page', 'foundation'],
  ])('matches %s in its area\'s first tree as the whole table does', async (path, area) => {
    const whole = leafIds(routes, path);
    expect(areaOfRouteId(whole.at(-1)!)).toBe(area);
    expect(leafIds(await firstRouteTree(area as (typeof AREA_IDS)[number]), path)).toEqual(whole);
  });

  it("names each area's list by its source file, which the page server preloads", () => {
    for (const area of AREA_IDS) expect([area, existsSync(areaSource(area))]).toEqual([area, true]);
  });

  it('patches every area under its parent once per tab', async () => {
    const patched: [string, string[]][] = [];
    const patch = (parentId: string, children: RouteObject[]) => patched.push([parentId, children.map((route) => route.id!)]);
    await discoverEveryArea(patch);
    await discoverEveryArea(patch);
    expect(patched.map(([parent]) => parent)).toEqual(AREA_IDS.map((area) => AREAS[area].parent));
    expect(patched.flatMap(([, children]) => children).sort()).toEqual(ids(routes).filter((id) => id.includes('.')).sort());
  });
});
