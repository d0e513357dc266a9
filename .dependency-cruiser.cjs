/** The import rules of DESIGN.md, checked in `npm test`. Do not weaken them. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing of ours outside the domain and no framework or library.',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { pathNot: ['^src/domain'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'domain-no-node',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'application-sees-domain-only',
      comment:
        'Use cases import the domain and rxjs, never adapters, UI or frameworks; their @injectable/@inject are ' +
        'src/application/injection.ts, which only records what each constructor asks for.',
      severity: 'error',
      from: { path: '^src/application' },
      to: {
        path: ['^src/(infrastructure|ui)', '^server', 'node_modules/(react|react-dom|axios|@mui|@emotion|@tanstack|inversify|@inversifyjs)/', '^(inversify|@inversifyjs/.+)$'],
      },
    },
    {
      name: 'first-paint-without-inversify',
      comment:
        'What the browser paints and hydrates with loads no DI library: components reach use cases through the Resolver ' +
        '(src/application/injection.ts), the browser starts on FirstPaintResolver and the runtime adapters, and inversify ' +
        'comes with the full container (browserContainer.ts, imported dynamically) on the first call that needs a gateway. ' +
        'Only the page server\'s entry composes an inversify container.',
      severity: 'error',
      from: { path: ['^src/ui', '^src/infrastructure/di/(FirstPaintResolver|runtimeAdapters|lazyPort|tokens)[.]ts$'], pathNot: '^src/ui/ssr/entry-server' },
      to: { path: ['node_modules/(inversify|@inversifyjs)/', '^(inversify|@inversifyjs/.+)$'] },
    },
    {
      name: 'browser-loads-full-container-lazily',
      comment: 'The browser imports the full container (and inversify with it) only dynamically; the page server\'s entry builds one per request.',
      severity: 'error',
      from: { path: '^src/ui', pathNot: '^src/ui/ssr/entry-server' },
      to: { path: '^src/infrastructure/di/(buildContainer|browserContainer|shopContainer|[a-z][A-Za-z]*Module[s]?)[.]ts$', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'browser-discovers-route-areas',
      comment: 'The browser starts from its first page\'s area (routes/discoverRoutes.ts) and loads the other route lists when needed; only the page server\'s entry imports the whole table.',
      severity: 'error',
      from: { path: '^src/ui', pathNot: ['^src/ui/ssr/entry-server', '^src/ui/routes/allRoutes[.]ts$'] },
      to: { path: '^src/ui/routes/([a-z][A-Za-z]*Routes|allRoutes)[.]ts$', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'ui-not-into-infrastructure',
      comment: 'UI reaches adapters only through the composition root (src/infrastructure/di).',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: '^src/infrastructure', pathNot: '^src/infrastructure/di/' },
    },
    {
      name: 'ui-no-axios',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: 'node_modules/axios/' },
    },
    {
      name: 'infrastructure-not-into-ui',
      severity: 'error',
      from: { path: '^src/infrastructure' },
      to: { path: '^src/ui' },
    },
    {
      name: 'server-not-into-ui',
      comment: 'The server imports domain and contract; of src/ui and src/admin only their SSR entries, and only from server/ssr.',
      severity: 'error',
      from: { path: '^server' },
      to: { path: '^src/(ui|application|infrastructure|admin)', pathNot: '^src/(ui|admin)/ssr/entry-server' },
    },
    {
      name: 'shop-never-loads-back-office',
      comment: 'The back office (src/admin, its own entry admin.html) is never part of a shopper page (issue 28; eslint keeps @mui/x-* out).',
      severity: 'error',
      from: { path: '^src/(ui|application|infrastructure|domain)' },
      to: { path: '^src/admin' },
    },
    {
      name: 'back-office-apart-from-shop-ui',
      comment: 'The back office reads the contract and the domain; of the shop UI only its JSON escaping for the page state.',
      severity: 'error',
      from: { path: '^src/admin' },
      to: { path: '^src/(ui|application|infrastructure)', pathNot: '^src/ui/meta/renderHead[.]ts$' },
    },
    {
      name: 'services-not-into-http',
      comment:
        'Handlers and services are driven by the Fastify routes and by the page server alike (server/api is what they share): ' +
        'they never import either driver.',
      severity: 'error',
      from: { path: '^server/(services|db|api)/' },
      to: { path: '^server/(http|ssr)/' },
    },
    {
      name: 'repositories-below-services',
      comment:
        'Repositories (server/db/repositories) only read and write rows: services call them, never the other way, ' +
        'and they know nothing of handlers or either driver (issue 26 step 2).',
      severity: 'error',
      from: { path: '^server/db/repositories/' },
      to: { path: '^server/(services|api|http|ssr)/' },
    },
    {
      name: 'contract-is-leaf',
      severity: 'error',
      from: { path: '^contract' },
      to: { path: '^(src|server)' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', 'dist'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
