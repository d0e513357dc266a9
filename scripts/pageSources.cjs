// The source path of each page a route list (`src/ui/routes/<area>Routes.ts`) names with
// `page: () => import('../pages/…')`, added beside it as `source: 'src/ui/pages/….tsx'` when the list is
// built (vite.config.ts, the client and SSR builds and the dev server; jest's transform for the tests).
// The page server preloads that chunk by its source (the build manifest's key); the list names the page once.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const ROUTE_LIST = /[\\/]src[\\/]ui[\\/]routes[\\/][a-z][A-Za-z]*Routes\.ts$/;
const PAGE = /page: \(\) => import\((['"])([^'"]+)\1\)/g;

/** Whether a file is a route list. */
const isRouteList = (file) => ROUTE_LIST.test(file);

/** The root-relative source of an import from a route list `file` (the page modules are .tsx, a few .ts). */
function sourceOf(file, specifier) {
  const root = path.resolve(path.dirname(file), '../../..');
  const base = path.resolve(path.dirname(file), specifier);
  const found = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${file}: no page module at ${specifier}`);
  return path.relative(root, found).split(path.sep).join('/');
}

/** A route list's code with each page's source beside its import; other files unchanged. */
function addPageSources(code, file) {
  if (!isRouteList(file)) return code;
  return code.replace(PAGE, (match, _quote, specifier) => `${match}, source: '${sourceOf(file, specifier)}'`);
}

/** The files of the pages that paint first (`plain: true` on the entry's line), read from every route list. */
function plainPageSources(root) {
  const dir = path.join(root, 'src/ui/routes');
  return readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter(isRouteList)
    .flatMap((file) => readFileSync(file, 'utf8').split('\n').filter((line) => /\bplain: true\b/.test(line)).map((line) => [file, line]))
    .flatMap(([file, line]) => [...line.matchAll(PAGE)].map((match) => path.join(root, sourceOf(file, match[2]))));
}

module.exports = { addPageSources, plainPageSources, isRouteList };
