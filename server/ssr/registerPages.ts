import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type FastifyStaticPlugin from '@fastify/static';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { endpointTable } from '../http/registerEndpoints';
import type { RenderRequest, RenderResult } from '../../src/ui/ssr/entry-server';
import { detectWebServerKind } from '../../src/domain/platform/webServerKind';
import { createPreloader, inlineTemplateStylesheets } from './manifest';
import { fillTemplate, noncedPreloads } from './template';
import { MicroCache, sendCachedPage, type SharedPage } from './microCache';
import { isApiPath } from './isApiPath';
import { backendFault, faultyTransport } from './faults';
import { inProcessDispatch, inProcessTransport } from './inProcessTransport';
import { browserErrorPages, sendBusyPage, type ErrorPageSource } from './errorPages';
import { registerAdminPages, type AdminRenderer } from './registerAdminPages';

type FastifyStatic = typeof FastifyStaticPlugin;
type Render = (request: RenderRequest) => Promise<RenderResult>;
type DataPath = Pick<RenderRequest, 'transport' | 'dispatch'>;
type EntryModule = { render: Render; renderErrorPage: Awaited<ReturnType<ErrorPageSource['errorPage']>> };
/** The SSR entry and the template it fills: the production bundle, Vite's dev modules, or a test's own. */
export interface PageRenderer {
  template: (url: string) => Promise<string>; entry: () => Promise<EntryModule>; preloadFor?: RenderRequest['preloadFor'];
  /** The back office's own entry (/admin), apart from the shop's. */
  admin?: AdminRenderer;
}

const root = process.cwd();

/** Serves the built assets and server-renders every page path (production or Vite dev middleware). */
export async function registerPages(app: FastifyInstance, options: { ctx: AppContext; dev: boolean; renderer?: PageRenderer }): Promise<void> {
  const { config } = options.ctx;
  const renderer = options.renderer ?? (options.dev ? await devRenderer(app) : await productionRenderer(app));
  // Dev renders every request afresh (the modules change under it).
  const cache = new MicroCache({ ttlMs: options.dev ? 0 : config.microCacheMs });
  const handler = pageHandler(renderer, config, dataPath(app, options.ctx), cache);
  const errorPages: ErrorPageSource = {
    template: renderer.template, errorPage: async () => (await renderer.entry()).renderErrorPage, preloadFor: renderer.preloadFor, origin: config.publicOrigin,
  };
  browserErrorPages(app, errorPages);
  if (renderer.admin) registerAdminPages(app, renderer.admin, inProcessDispatch(options.ctx, endpointTable(app)), errorPages);
  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    try {
      return await handler(request, reply);
    } catch (err) {
      if (reply.sent) throw err;
      return sendBusyPage(errorPages, request, reply, err);
    }
  });
}

/** Pages read their data in process; a demo server may be switched into a backend fault (every port fails). */
function dataPath(app: FastifyInstance, ctx: AppContext): DataPath {
  const fault = backendFault(process.env, ctx.config.demoMode);
  if (fault) return { transport: faultyTransport(fault) };
  const dispatch = inProcessDispatch(ctx, endpointTable(app));
  return { transport: inProcessTransport(dispatch), dispatch };
}

function pageHandler(renderer: PageRenderer, config: Config, data: DataPath, cache: MicroCache) {
  const renderPage = pageRenderer(renderer, config, data);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = cache.keyFor(request);
    // renderPage has sent the reply: resolve with it (an async handler resolving null makes Fastify send again).
    if (!key) return renderPage(request, reply, false).then(() => reply);
    // A page that may not be shared (a redirect, a 404, a cookie set) was sent by renderPage itself.
    const { page, hit } = await cache.through(key, () => renderPage(request, reply, true));
    return page ? sendCachedPage(request, reply, page, hit) : reply;
  };
}

/**
 * Renders one page and sends it; with `shareable`, a 200 page that sets no cookie is returned
 * unsent instead, for the micro-cache to send and keep.
 */
function pageRenderer(renderer: PageRenderer, config: Config, data: DataPath) {
  return async (request: FastifyRequest, reply: FastifyReply, shareable: boolean): Promise<SharedPage | null> => {
    const nonces = (reply as FastifyReply & { cspNonce?: { script: string; style: string } }).cspNonce;
    const nonce = nonces?.script ?? '';
    const { render } = await renderer.entry();
    const result = await render({
      url: `${config.publicOrigin}${request.url}`,
      headers: request.headers as Record<string, string | undefined>,
      nonce,
      styleNonce: nonces?.style ?? '',
      ...data,
      origin: config.publicOrigin,
      platform: detectWebServerKind(request.headers['user-agent'] ?? ''),
      preloadFor: noncedPreloads(renderer.preloadFor, nonce, nonces?.style ?? ''),
    });
    if (result.setCookies.length > 0) reply.header('set-cookie', result.setCookies);
    reply.header('cache-control', 'private, no-store');
    if (result.kind === 'redirect') {
      reply.redirect(result.location, result.status);
      return null;
    }
    const template = await renderer.template(request.url);
    // Vite's runtime style tags (dev CSS, lazily loaded CSS) take their nonce from this meta tag.
    const head = `<meta property="csp-nonce" content="" nonce="${nonces?.style ?? ''}" />\n    ${result.head}`;
    const html = fillTemplate(template, { ...result, head, nonce, styleNonce: nonces?.style ?? '' });
    if (shareable && result.status === 200 && result.setCookies.length === 0) return { status: 200, html, nonces: { script: nonce, style: nonces?.style ?? '' } };
    // Encoded once here: a string body would be measured (content-length) and then encoded again on write.
    reply.status(result.status).type('text/html; charset=utf-8').send(Buffer.from(html));
    return null;
  };
}

async function productionRenderer(app: FastifyInstance): Promise<PageRenderer> {
  const client = path.join(root, 'dist/client');
  const serverEntry = path.join(root, 'dist/server/entry-server.js');
  if (!existsSync(serverEntry)) throw new Error('No production build: run `npm run build` (npm start does it for you).');
  // Loaded here: a page server over another renderer (the tests' in-process one) serves no built assets.
  const fastifyStatic = (await import('@fastify/static')).default;
  await app.register(fastifyStatic, {
    root: path.join(client, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    immutable: true,
    preCompressed: true,
    maxAge: '365d',
    index: false,
  });
  // robots.txt, the icons and the manifest are the shop's own routes (http/routes/webBasics.ts).
  if (existsSync(path.join(client, 'favicon.svg'))) {
    app.get('/favicon.svg', (_request, reply) => reply.header('cache-control', 'public, max-age=86400').sendFile('favicon.svg', client));
  }
  const built = readFileSync(path.join(client, 'index.html'), 'utf8');
  // Stylesheets go into the page: its first paint waits for no stylesheet request.
  const readStylesheet = (file: string) => readFileSync(path.join(client, file), 'utf8');
  const template = inlineTemplateStylesheets(built, readStylesheet);
  const module = (await import(serverEntry)) as EntryModule;
  return {
    template: async () => template,
    entry: async () => module,
    preloadFor: createPreloader(path.join(client, '.vite/manifest.json'), built, readStylesheet),
    admin: await productionAdminRenderer(app, fastifyStatic),
  };
}

/** The back office's own client build (vite.admin.config.ts): its files under /admin/assets/, its template and SSR entry. */
async function productionAdminRenderer(app: FastifyInstance, fastifyStatic: FastifyStatic): Promise<AdminRenderer> {
  const client = path.join(root, 'dist/admin-client');
  await app.register(fastifyStatic, {
    root: path.join(client, 'assets'), prefix: '/admin/assets/', decorateReply: false,
    wildcard: false, immutable: true, preCompressed: true, maxAge: '365d', index: false,
  });
  // Its template links /admin/assets/<file>: the file sits in dist/admin-client/assets.
  const readStylesheet = (file: string) => readFileSync(path.join(client, file.replace(/^admin\//, '')), 'utf8');
  const template = inlineTemplateStylesheets(readFileSync(path.join(client, 'admin.html'), 'utf8'), readStylesheet);
  const module = (await import(path.join(root, 'dist/admin-server/entry-server.js'))) as Awaited<ReturnType<AdminRenderer['entry']>>;
  return { template: async () => template, entry: async () => module };
}

async function devRenderer(app: FastifyInstance): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  const middie = (await import('@fastify/middie')).default;
  // HMR rides on the shop's own HTTP server, so several dev servers can run side by side.
  const vite = await createServer({ server: { middlewareMode: true, ws: { server: app.server } }, appType: 'custom' });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
  return {
    template: async (url) => vite.transformIndexHtml(url, readFileSync(path.join(root, 'index.html'), 'utf8')),
    entry: async () => (await vite.ssrLoadModule('/src/ui/ssr/entry-server.tsx')) as EntryModule,
    admin: {
      template: async (url) => vite.transformIndexHtml(url, readFileSync(path.join(root, 'admin.html'), 'utf8')),
      entry: async () => (await vite.ssrLoadModule('/src/admin/ssr/entry-server.tsx')) as Awaited<ReturnType<AdminRenderer['entry']>>,
    },
  };
}
