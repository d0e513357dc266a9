import { backOfficeChunks, shopRoots, shopperLeaks } from '../../../scripts/adminIsolation.cjs';

/** A client build as the manifest and the chunk-modules file describe it. */
const manifest = {
  '_start.js': { file: 'assets/shop.js', imports: ['_shared.js'], dynamicImports: ['src/ui/pages/mall/MallPage.tsx'] },
  'src/ui/pages/mall/MallPage.tsx': { file: 'assets/mall.js', imports: ['_mui.js'] },
  'admin.html': { file: 'assets/admin.js', imports: ['_mui.js', '_grid.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_mui.js': { file: 'assets/mui.js' },
  '_grid.js': { file: 'assets/grid.js' },
};
const modules = {
  'assets/shop.js': ['src/ui/ssr/entry-client.tsx'],
  'assets/shared.js': ['src/ui/app/whenIdle.ts'],
  'assets/mall.js': ['src/ui/pages/mall/MallPage.tsx'],
  'assets/mui.js': ['node_modules/@mui/material/Button/Button.js'],
  'assets/grid.js': ['node_modules/@mui/x-data-grid/DataGrid/DataGrid.js'],
  'assets/admin.js': ['src/admin/ssr/entry-client.tsx', 'src/admin/AdminApp.tsx'],
};

const INDEX_HTML = '<script type="module" crossorigin src="/assets/shop.js"></script><link rel="modulepreload" crossorigin href="/assets/shared.js">';
const roots = shopRoots(manifest, INDEX_HTML);

describe('the check that no shopper page loads the back office (scripts/adminIsolation.cjs)', () => {
  it('passes a build whose shop chunks share only MUI with the back office', () => {
    expect(roots).toEqual(['_start.js', '_shared.js']);
    expect(shopperLeaks(manifest, modules, roots)).toEqual([]);
    expect(backOfficeChunks(manifest, modules)).toBe(2);
  });

  it('names a back-office module that a shared chunk carries into a shopper page', () => {
    const leaky = { ...modules, 'assets/mui.js': [...modules['assets/mui.js'], 'src/admin/theme.ts'] };
    expect(shopperLeaks(manifest, leaky, roots)).toEqual(['assets/mui.js: src/admin/theme.ts']);
  });

  it('follows a page that lazily imports the data grid', () => {
    const lazyGrid = { ...manifest, 'src/ui/pages/mall/MallPage.tsx': { file: 'assets/mall.js', imports: ['_mui.js'], dynamicImports: ['_grid.js'] } };
    expect(shopperLeaks(lazyGrid, modules, roots)).toEqual(['assets/grid.js: node_modules/@mui/x-data-grid/DataGrid/DataGrid.js']);
  });
});
