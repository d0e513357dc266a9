/**
 * @jest-environment node
 */
import 'reflect-metadata';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../../../src/ui/routes/allRoutes';
import type { RouteHandle } from '../../../src/ui/routes/RouteHandle';

/** Every route of the table, depth first. */
const flatten = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
const pages = flatten(routes).filter((route) => (route.handle as RouteHandle | undefined)?.name);

describe('route data: loaded with its route, not with the table', () => {
  it("points every page at an entry of its area's route-data module", async () => {
    expect(pages.length).toBeGreaterThan(50);
    for (const route of pages) {
      const handle = route.handle as RouteHandle;
      const data = await handle.data?.();
      expect([handle.name, data && Object.keys(data).length > 0]).toEqual([handle.name, true]);
    }
  });

  it('gives every page but the 404 route a meta', async () => {
    const withoutMeta: string[] = [];
    for (const route of pages) if (!(await (route.handle as RouteHandle).data?.())?.meta) withoutMeta.push((route.handle as RouteHandle).name);
    expect(withoutMeta).toEqual(['not-found']);
  });
});
