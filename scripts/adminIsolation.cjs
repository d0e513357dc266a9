// The back office (src/admin, entry admin.html) and X Data Grid never reach a shopper page (issue 28).
// Over the client build: from the scripts of the shop's page (index.html), every chunk they import, statically or lazily
// (each page and what it imports), must hold no module of src/admin or @mui/x-*. The build writes each
// chunk's modules beside Vite's manifest (vite.config.ts, `.vite/chunk-modules.json`): the manifest alone
// names one module per chunk, not the shared chunks' contents. `npm test` runs it after the build.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const BACK_OFFICE = /(^|[\\/])src[\\/]admin[\\/]|[\\/]node_modules[\\/]@mui[\\/]x-|^node_modules[\\/]@mui[\\/]x-/;

/**
 * The manifest keys of the scripts the shop's page loads (the built index.html's script and module
 * preload tags): with two documents, the shop's entry module sits in its `start` chunk, not under `index.html`.
 */
function shopRoots(manifest, indexHtml) {
  const files = [...indexHtml.matchAll(/<(?:script|link)[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  return Object.keys(manifest).filter((key) => files.includes(manifest[key].file));
}

/** Every back-office module a shopper chunk holds, as `chunk file: module` lines (none: isolated). */
function shopperLeaks(manifest, chunkModules, roots) {
  if (roots.length === 0) throw new Error('no shop script found in the manifest');
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  roots.forEach(visit);
  return [...seen].flatMap((file) => (chunkModules[file] ?? []).filter((id) => BACK_OFFICE.test(id)).map((id) => `${file}: ${id}`));
}

/** The back-office entry's chunks that hold its own modules: a build where it holds none checked nothing. */
function backOfficeChunks(manifest, chunkModules, adminEntry = 'admin.html') {
  const file = manifest[adminEntry]?.file;
  return file ? (chunkModules[file] ?? []).filter((id) => BACK_OFFICE.test(id)).length : 0;
}

if (require.main === module) {
  const dist = process.argv[2] ?? 'dist/client';
  const read = (name) => JSON.parse(readFileSync(path.join(dist, '.vite', name), 'utf8'));
  const manifest = read('manifest.json');
  const modules = read('chunk-modules.json');
  const leaks = shopperLeaks(manifest, modules, shopRoots(manifest, readFileSync(path.join(dist, 'index.html'), 'utf8')));
  if (backOfficeChunks(manifest, modules) === 0) {
    console.error('[admin-isolation] the admin.html entry holds no back-office module: the check would prove nothing');
    process.exit(1);
  }
  if (leaks.length > 0) {
    console.error(`[admin-isolation] shopper chunks load back-office code:\n  ${leaks.join('\n  ')}`);
    process.exit(1);
  }
  console.log('[admin-isolation] no shopper chunk reaches src/admin or @mui/x-*');
}

module.exports = { shopRoots, shopperLeaks, backOfficeChunks };
