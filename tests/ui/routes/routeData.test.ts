/**
 * @jest-environment node
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../../../src/ui/routes/allRoutes';
import type { PageModule } from '../../../src/ui/routes/PageRoute';
import type { RouteHandle } from '../../../src/ui/routes/RouteHandle';

/** Every route of the table, depth first. */
const flatten = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
const pages = flatten(routes).filter((route) => (route.handle as RouteHandle | undefined)?.name);
const ROOT = path.resolve(__dirname, '../../..');

describe('route data: exported by the page module, loaded with its route', () => {
  it('gives every page data of its own from its page module', async () => {
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

  it("names each page's source (written beside its import by the build), the module the route loads", async () => {
    for (const route of pages) {
      const handle = route.handle as RouteHandle;
      expect([handle.name, handle.chunk && existsSync(path.join(ROOT, handle.chunk))]).toEqual([handle.name, true]);
      const module = (await import(path.join(ROOT, handle.chunk!))) as PageModule;
      expect([handle.name, await handle.data!()]).toEqual([handle.name, module.route ?? module.routes?.[handle.name]]);
    }
  });
});
