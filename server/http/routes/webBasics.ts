import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { escapeHtml } from '../../html';
import { faviconIco, ICON_SIZES, iconPng } from '../../services/web/icons';
import { isSitemapKind, sitemapFiles, sitemapPage, type SitemapEntry } from '../../services/web/sitemap';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Icons and the manifest change with a release, not per visit: a day in caches, revalidated after. */
const ICON_CACHE = 'public, max-age=86400';
/** Crawlers read these now and then; a few minutes keeps a burst of them off the database. */
const CRAWLER_CACHE = 'public, max-age=300';

/** Pages that are a member's own, a step of buying, or an action: nothing a search result should open. */
const NOT_FOR_CRAWLERS = ['/member', '/groupbuy/shoppingcart', '/groupbuy/pay/', '/groupbuy/form/', '/groupbuy/neweb_credit_form/', '/auth/', '/delete-account', '/qa/post', '/search-suggest/', '/dev/', '/sandbox/'];

const isoDate = (ms: number) => new Date(ms).toISOString();
const xml = (reply: FastifyReply, body: string) => reply.header('cache-control', CRAWLER_CACHE).type('application/xml; charset=utf-8').send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
const png = (reply: FastifyReply, body: Buffer) => reply.header('cache-control', ICON_CACHE).type('image/png').send(body);

function urlSet(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeHtml(origin + entry.path)}</loc><lastmod>${isoDate(entry.lastmod)}</lastmod></url>`);
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** What crawlers, home screens and security researchers expect at the site's root (robots, sitemaps, icons, manifest, security.txt). */
export function webBasicsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const origin = ctx.config.publicOrigin;

  app.get('/robots.txt', async (_request, reply) => {
    const rules = NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`).join('\n');
    return reply.header('cache-control', CRAWLER_CACHE).type('text/plain; charset=utf-8').send(`User-agent: *\n${rules}\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const files = await sitemapFiles(ctx.db);
    const items = files.map((file) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${file.kind}-${file.page}.xml`)}</loc><lastmod>${isoDate(file.lastmod)}</lastmod></sitemap>`);
    return xml(reply, `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^([a-z]+)-([1-9]\d{0,4})\.xml$/.exec(request.params.file);
    if (!match || !isSitemapKind(match[1])) return reply.callNotFound();
    const entries = await sitemapPage(ctx.db, match[1], Number(match[2]));
    if (entries.length === 0 && match[2] !== '1') return reply.callNotFound();
    return xml(reply, urlSet(origin, entries));
  });

  app.get('/manifest.webmanifest', async (_request, reply) => {
    const icons = ICON_SIZES.manifest.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' }));
    const manifest = { name: '寶貝揪團', short_name: '寶貝揪團', lang: 'zh-TW', start_url: '/', scope: '/', display: 'standalone', theme_color: '#f25c87', background_color: '#ffffff', icons };
    return reply.header('cache-control', ICON_CACHE).type('application/manifest+json; charset=utf-8').send(JSON.stringify(manifest));
  });

  app.get('/favicon.ico', async (_request, reply) => reply.header('cache-control', ICON_CACHE).type('image/x-icon').send(await faviconIco()));
  app.get('/apple-touch-icon.png', async (_request, reply) => png(reply, await iconPng(ICON_SIZES.appleTouch)));
  for (const size of ICON_SIZES.manifest) app.get(`/icons/icon-${size}.png`, async (_request, reply) => png(reply, await iconPng(size)));

  // RFC 9116: where to report a vulnerability; Expires is required and kept a half year ahead.
  app.get('/.well-known/security.txt', async (_request, reply) => {
    const host = new URL(origin).hostname;
    const body = [`Contact: mailto:security@${host}`, `Expires: ${isoDate(ctx.now() + 180 * DAY_MS)}`, 'Preferred-Languages: zh-TW, en', `Canonical: ${origin}/.well-known/security.txt`, ''].join('\n');
    return reply.header('cache-control', CRAWLER_CACHE).type('text/plain; charset=utf-8').send(body);
  });
}
