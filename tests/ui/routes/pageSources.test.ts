/**
 * @jest-environment node
 */
import path from 'node:path';
import { addPageSources, plainPageSources } from '../../../scripts/pageSources.cjs';

const ROOT = path.resolve(__dirname, '../../..');
const list = path.join(ROOT, 'src/ui/routes/mallRoutes.ts');

describe("the build's page sources (scripts/pageSources.cjs)", () => {
  it("writes each page's source beside its import in a route list", () => {
    const code = "{ path: 'mall/:branchPath', name: 'mall', page: () => import('../pages/mall/MallPage') },";
    expect(addPageSources(code, list)).toBe(
      "{ path: 'mall/:branchPath', name: 'mall', page: () => import('../pages/mall/MallPage'), source: 'src/ui/pages/mall/MallPage.tsx' },",
    );
  });

  it('leaves files that are not route lists alone', () => {
    const code = "const page = () => import('../pages/mall/MallPage');";
    expect(addPageSources("page: () => import('./MallPage')", path.join(ROOT, 'src/ui/pages/mall/x.ts'))).toBe("page: () => import('./MallPage')");
    expect(addPageSources(code, list)).toBe(code);
  });

  it('fails the build on an import of no page module', () => {
    expect(() => addPageSources("page: () => import('../pages/mall/NoSuchPage')", list)).toThrow('no page module at ../pages/mall/NoSuchPage');
  });

  it('finds the pages that paint first', () => {
    const plain = plainPageSources(ROOT).map((file) => path.relative(ROOT, file));
    expect(plain).toEqual(expect.arrayContaining(['src/ui/pages/home/HomePage.tsx', 'src/ui/pages/mall/MallPage.tsx', 'src/ui/pages/purchase/GroupBuyPage.tsx']));
    expect(plain).not.toContain('src/ui/pages/purchase/CartPage.tsx');
  });
});
