import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorPageRequest } from '../../src/ui/ssr/entry-server';
import { isApiPath } from './isApiPath';
import { PageMessages } from './pageMessages';
import { fillTemplate, noncedPreloads, type PreloadFor } from './template';

type RenderErrorPage = (request: ErrorPageRequest) => { head: string; html: string };

/** What the error pages are made of: the page server's template and the SSR entry's error page. */
export interface ErrorPageSource {
  template: (url: string) => Promise<string>;
  errorPage: () => Promise<RenderErrorPage>;
  /** The build manifest's tags (production): the error page's stylesheets come from it. */
  preloadFor?: PreloadFor;
  origin: string;
}

type Nonced = FastifyReply & { cspNonce?: { script: string; style: string } };

/** A browser asking for a page: a page path, and an Accept that takes HTML (a script's fetch asks for JSON). */
export const wantsPage = (request: FastifyRequest): boolean =>
  !isApiPath(request.url) && String(request.headers.accept ?? '').includes('text/html');

/** The path the retry link loads again; one that would leave the shop (`//host`, `/\host`) retries home. */
const retryPath = (url: string) => (url.startsWith('/') && !/^\/[\\/]/.test(url) ? url : '/');

const staticTemplates = new Map<string, string>();

/** The template without its scripts and their preloads: nothing hydrates an error page. Kept per template (fillTemplate compiles each once). */
function staticTemplate(template: string): string {
  let page = staticTemplates.get(template);
  if (page === undefined) {
    page = template.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
    if (staticTemplates.size > 8) staticTemplates.clear();
    staticTemplates.set(template, page);
  }
  return page;
}

/** When even the error page cannot be made (the SSR bundle is what failed): the copy alone. */
const LAST_RESORT = [
  '<!DOCTYPE html><html lang="zh-Hant-TW"><head><meta charset="utf-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="robots" content="noindex" />',
  `<title>${PageMessages.BUSY_TITLE}</title></head><body><main><h1>${PageMessages.BUSY_HEADING}</h1>`,
  `<p>${PageMessages.BUSY_BODY}</p><p><a href="/">${PageMessages.BACK_HOME}</a></p></main></body></html>`,
].join('');

/** The error page of SPEC §2.3 for `status` (500: the busy page) as a whole document. */
export async function errorPageHtml(source: ErrorPageSource, request: FastifyRequest, reply: FastifyReply, status: number): Promise<string> {
  const nonces = (reply as Nonced).cspNonce ?? { script: '', style: '' };
  try {
    const render = await source.errorPage();
    const preloadFor = noncedPreloads(source.preloadFor, nonces.script, nonces.style);
    const { head, html } = render({ status, path: retryPath(request.url), origin: source.origin, nonce: nonces.script, preloadFor });
    const template = staticTemplate(await source.template(request.url));
    return fillTemplate(template, { head, html, data: '', nonce: nonces.script, styleNonce: nonces.style });
  } catch (err) {
    request.log.error({ err }, 'the error page failed');
    return LAST_RESORT;
  }
}

/** Sends the busy page: a page that failed to render is never the API's JSON. */
export async function sendBusyPage(source: ErrorPageSource, request: FastifyRequest, reply: FastifyReply, err: unknown): Promise<FastifyReply> {
  request.log.error({ err }, 'unexpected error');
  const html = await errorPageHtml(source, request, reply, 500);
  return reply.status(500).header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(html);
}

const isApiError = (reply: FastifyReply, payload: unknown) =>
  typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').startsWith('application/json') && payload.includes('"error_code"');

/**
 * An API-shaped failure (the error handler's, a hook's, the not-found handler's) answering a browser's
 * page request becomes that status's error page, its status kept; the JSON API keeps its JSON.
 */
export function browserErrorPages(app: FastifyInstance, source: ErrorPageSource): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !wantsPage(request) || !isApiError(reply, payload)) return payload;
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-store');
    reply.removeHeader('content-length');
    return errorPageHtml(source, request, reply, reply.statusCode);
  });
}
