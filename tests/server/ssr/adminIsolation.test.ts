import { backOfficeChunks, shopperLeaks } from '../../../scripts/adminIsolation.cjs';

/** The shop's client build and the back office's own (vite.admin.config.ts), as their manifests and chunk-modules files describe them. */
const shopManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_shared.js'], dynamicImports: ['src/ui/pages/mall/MallPage.tsx'] },
  'src/ui/pages/mall/MallPage.tsx': { file: 'assets/mall.js', imports: ['_mui.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_mui.js': { file: 'assets/mui.js' },
};
const shopModules = {
  'assets/index.js': ['src/ui/ssr/entry-client.tsx'],
  'assets/shared.js': ['src/ui/app/whenIdle.ts'],
  'assets/mall.js': ['src/ui/pages/mall/MallPage.tsx'],
  'assets/mui.js': ['node_modules/@mui/material/Button/Button.js'],
};
const adminManifest = { 'admin.html': { file: 'assets/admin.js', imports: ['_grid.js'] }, '_grid.js': { file: 'assets/grid.js' } };
const adminModules = {
  'assets/admin.js': ['src/admin/ssr/entry-client.tsx', 'src/admin/AdminApp.tsx'],
  'assets/grid.js': ['node_modules/@mui/x-data-grid/DataGrid/DataGrid.js'],
};

describe('the check that the shop\'s build holds no back office (scripts/adminIsolation.cjs)', () => {
  it('passes a shop build without back-office modules, beside a back-office build that holds its own', () => {
    expect(shopperLeaks(shopManifest, shopModules)).toEqual([]);
    expect(backOfficeChunks(adminManifest, adminModules)).toBe(2);
  });

  it('names a back-office module in any shop chunk, loaded by a page or not', () => {
    const leaky = { ...shopModules, 'assets/orphan.js': ['src/admin/theme.ts'], 'assets/mui.js': [...shopModules['assets/mui.js'], 'node_modules/@mui/x-data-grid/index.js'] };
    expect(shopperLeaks(shopManifest, leaky)).toEqual(['assets/mui.js: node_modules/@mui/x-data-grid/index.js', 'assets/orphan.js: src/admin/theme.ts']);
  });

  it('names an admin.html entry in the shop\'s manifest (the back office built as the shop\'s second input)', () => {
    expect(shopperLeaks({ ...shopManifest, 'admin.html': { file: 'assets/a.js' } }, shopModules)).toEqual(['manifest: admin.html']);
  });

  it('finds nothing to check in a back-office build whose entry holds none of its modules', () => {
    expect(backOfficeChunks(adminManifest, { 'assets/admin.js': ['node_modules/react/index.js'] })).toBe(0);
  });
});
