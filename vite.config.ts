import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import pageSources from './scripts/pageSources.cjs';

/** The read-only module graph rolldown hands to a chunk group's `name`. */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const ENTRY = fromRoot('./src/ui/ssr/entry-client.tsx');
/** What the entry starts once React's DOM renderer is evaluated: the `boot` chunk's root. */
const START_APP = fromRoot('./src/ui/ssr/startApp.tsx');

/** The pages that paint first (routes with `plain: true`): their sources, read from the route lists. */
const PLAIN_PAGES: string[] = pageSources.plainPageSources(fromRoot('.'));

/** Each route list's pages get their source beside their `import()` (scripts/pageSources.cjs), for the page server's preload. */
const PAGE_SOURCES: Plugin = {
  name: 'page-sources',
  enforce: 'pre',
  transform: (code, id) => (pageSources.isRouteList(id) ? { code: pageSources.addPageSources(code, id), map: null } : null),
};

/**
 * Which first-load chunk a source module belongs to, from the static import graph (computed once):
 * - `boot`: what the app's start imports, directly or not (loaded before any page can hydrate), and
 *   the few parts that first-paint pages of different areas share (a search form, a toast hook);
 * - `page-<area>-<n>`: what one set of first-paint pages of an area shares (the item pages' option panel),
 *   so a page loads its own chunk and the shared ones it uses: none of another page's code;
 * - null: a part only one page uses (it stays in that page's chunk) and everything else (pages with
 *   MUI, dialogs, member pages): rolldown's own chunking.
 */
function firstLoadChunks() {
  let chunkOf: Map<string, string> | null = null;
  const closure = (graph: ModuleGraph, root: string) => {
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id)) return;
      found.add(id);
      graph.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    visit(root);
    return found;
  };
  const areaOf = (page: string) => page.replace(/.*[\\/]pages[\\/]([^\\/]+)[\\/].*/, '$1');
  const build = (graph: ModuleGraph) => {
    const map = new Map<string, string>();
    const entry = closure(graph, ENTRY);
    const boot = new Set([...closure(graph, START_APP)].filter((id) => !entry.has(id)));
    const pagesOf = new Map<string, Set<string>>();
    for (const page of PLAIN_PAGES)
      for (const id of closure(graph, page))
        if (!boot.has(id) && !entry.has(id) && !PLAIN_PAGES.includes(id)) (pagesOf.get(id) ?? pagesOf.set(id, new Set()).get(id)!).add(page);
    boot.forEach((id) => map.set(id, 'boot'));
    // One chunk per set of pages sharing a module: a page loads only what it uses itself.
    const sets = new Map<string, string>();
    pagesOf.forEach((pages, id) => {
      const areas = new Set([...pages].map(areaOf));
      if (areas.size > 1) return map.set(id, 'boot');
      if (pages.size < 2) return;
      const key = [...pages].sort().join('|');
      if (!sets.has(key)) sets.set(key, `page-${[...areas][0]}-${[...sets.values()].filter((name) => name.startsWith(`page-${[...areas][0]}-`)).length + 1}`);
      map.set(id, sets.get(key)!);
    });
    return map;
  };
  return (id: string, graph: ModuleGraph): string | null =>
    /[\\/]src[\\/]/.test(id) ? ((chunkOf ??= build(graph)).get(id) ?? null) : null;
}

/**
 * react-router's package exports point at its development build only (remix-run/react-router#12532,
 * meant to be temporary); its production build is the same code with the dev warnings switched off.
 * Both builds get the production one (`npm run dev` keeps the warnings): a little smaller, and no warning
 * checks while it runs. The page server bundles it (`ssr.noExternal`), so Node sees the same one copy.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs') },
];

/**
 * rxjs's default build is ES5: classes through tslib's `__extends`, generators through `__generator`.
 * Our target (es2022) runs its ES2015 build as it is, smaller and without tslib.
 */
const RXJS_ES2015 = [{ find: /^rxjs$/, replacement: fromRoot('./node_modules/rxjs/dist/esm/index.js') }];

/**
 * Each client chunk's modules, beside Vite's manifest (`.vite/chunk-modules.json`): the manifest names one
 * module per chunk, and `scripts/adminIsolation.cjs` checks that no shopper chunk holds back-office code.
 */
export const CHUNK_MODULES: Plugin = {
  name: 'chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const root = fromRoot('.');
    const modules = Object.fromEntries(Object.values(bundle).flatMap((output) =>
      (output.type === 'chunk' ? [[output.fileName, output.moduleIds.map((id) => relative(root, id).split(sep).join('/'))]] : [])));
    this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), PAGE_SOURCES, ...(isSsrBuild ? [] : [CHUNK_MODULES])],
  resolve: { alias: command !== 'build' ? [] : isSsrBuild ? REACT_ROUTER_PRODUCTION : [...REACT_ROUTER_PRODUCTION, ...RXJS_ES2015] },
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: true,
    rolldownOptions: {
      // The shop's document only: the back office (admin.html, /admin) is a build of its own (vite.admin.config.ts).
      input: isSsrBuild ? undefined : fromRoot('./index.html'),
      output: {
        // Named by content hash only: each lazy import carries the list of files it preloads, and the
        // chunks' readable names were a third of those lists' bytes (the manifest maps sources to files).
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          groups: [
            // The entry alone (its few modules and Vite's preload helper): it imports nothing of React's, so
            // the evaluation comes in pieces (entry-client.tsx).
            { name: 'start', test: /vite[\\/]preload-helper|src[\\/]ui[\\/]ssr[\\/](entry-client|pageChunks)\.|src[\\/]ui[\\/]app[\\/](chunkReload|whenIdle|earlyInput)\./, priority: 12 },
            // React and its DOM renderer: the largest evaluation, in a task of its own.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 11 },
            // The rest of what every page loads before it can hydrate, in one long-cached file instead of many small
            // ones (inversify is not in it: it loads with the full container, on the first call that needs a gateway).
            { name: 'framework', test: /node_modules[\\/](react-router|react-router-dom|@tanstack|rxjs|tslib|cookie|set-cookie-parser)[\\/]/, priority: 10 },
            // Our code: what the entry needs in one file, what the first-paint pages need in a file or two per area.
            { name: firstLoadChunks(), priority: 5 },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundled into the SSR build so Node sees one module graph for MUI/emotion, and react-router's production build
    // with its own cookie 1.x (from dist/, Node would find the root's cookie 2, which has other exports).
    noExternal: ['@mui/material', '@mui/system', '@mui/utils', '@mui/styled-engine', '@mui/private-theming', /^@mui\/x-/, 'react-router', 'react-router-dom', 'cookie'],
  },
  server: { middlewareMode: true },
  appType: 'custom',
}));
