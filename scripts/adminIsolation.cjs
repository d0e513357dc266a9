// The back office (src/admin, entry admin.html) and X Data Grid never reach a shopper page (issue 28).
// The back office is a client build of its own (vite.admin.config.ts → dist/admin-client), so the shop's build
// (dist/client) should hold none of it: no chunk of the shop's build, loaded or not, may hold a module of
// src/admin or @mui/x-*, and its manifest has no admin.html. Each build writes its chunks' modules beside Vite's
// manifest (`.vite/chunk-modules.json`, vite.config.ts): the manifest alone names one module per chunk. `npm test`
// runs it after the build.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const BACK_OFFICE = /(^|[\\/])src[\\/]admin[\\/]|[\\/]node_modules[\\/]@mui[\\/]x-|^node_modules[\\/]@mui[\\/]x-/;

/** Every back-office module the shop's build holds, as `chunk file: module` lines (none: isolated). */
function shopperLeaks(manifest, chunkModules) {
  const entries = Object.keys(manifest).filter((key) => /(^|\/)admin\.html$/.test(key)).map((key) => `manifest: ${key}`);
  const modules = Object.entries(chunkModules).flatMap(([file, ids]) => ids.filter((id) => BACK_OFFICE.test(id)).map((id) => `${file}: ${id}`));
  return [...entries, ...modules];
}

/** The back-office entry's chunk's own back-office modules: a build where it holds none checked nothing. */
function backOfficeChunks(manifest, chunkModules, adminEntry = 'admin.html') {
  const file = manifest[adminEntry]?.file;
  return file ? (chunkModules[file] ?? []).filter((id) => BACK_OFFICE.test(id)).length : 0;
}

if (require.main === module) {
  const read = (dist, name) => JSON.parse(readFileSync(path.join(dist, '.vite', name), 'utf8'));
  const shop = process.argv[2] ?? 'dist/client';
  const admin = process.argv[3] ?? 'dist/admin-client';
  if (backOfficeChunks(read(admin, 'manifest.json'), read(admin, 'chunk-modules.json')) === 0) {
    console.error(`[admin-isolation] ${admin}'s admin.html entry holds no back-office module: the check would prove nothing`);
    process.exit(1);
  }
  const leaks = shopperLeaks(read(shop, 'manifest.json'), read(shop, 'chunk-modules.json'));
  if (leaks.length > 0) {
    console.error(`[admin-isolation] the shop's build holds back-office code:\n  ${leaks.join('\n  ')}`);
    process.exit(1);
  }
  console.log('[admin-isolation] no chunk of the shop\'s build holds src/admin or @mui/x-*');
}

module.exports = { BACK_OFFICE, shopperLeaks, backOfficeChunks };
