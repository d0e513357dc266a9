import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointDispatch } from '../../contract/endpoint';
import type { AdminRenderRequest, AdminRenderResult } from '../../src/admin/ssr/entry-server';
import { fillTemplate } from './template';
import { sendBusyPage, type ErrorPageSource } from './errorPages';

/** The back office's own template (admin.html) and SSR entry: no shopper page loads a byte of either. */
export interface AdminRenderer {
  template: (url: string) => Promise<string>;
  entry: () => Promise<{ renderAdmin: (request: AdminRenderRequest) => Promise<AdminRenderResult> }>;
}

/** The API and the built files (a missing one is a plain 404, not a page). */
const isNotAPage = (url: string): boolean => /^\/admin\/(api|assets)(\/|$|\?)/.test(url);

/**
 * `/admin` and its desks, server-rendered on every load (a visitor gets the staff sign-in): never cached
 * and never shared, since each answer depends on the staff member's session.
 */
export function registerAdminPages(app: FastifyInstance, renderer: AdminRenderer, dispatch: EndpointDispatch, errorPages: ErrorPageSource): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isNotAPage(request.url)) return reply.callNotFound();
    try {
      return await renderPage(renderer, dispatch, request, reply);
    } catch (err) {
      if (reply.sent) throw err;
      return sendBusyPage(errorPages, request, reply, err);
    }
  };
  app.get('/admin', handler);
  app.get('/admin/*', handler);
}

async function renderPage(renderer: AdminRenderer, dispatch: EndpointDispatch, request: FastifyRequest, reply: FastifyReply) {
  const nonces = (reply as FastifyReply & { cspNonce?: { script: string; style: string } }).cspNonce;
  const nonce = nonces?.script ?? '';
  const styleNonce = nonces?.style ?? '';
  const { renderAdmin } = await renderer.entry();
  const result = await renderAdmin({
    url: `http://admin.local${request.url}`, headers: request.headers as Record<string, string | undefined>, dispatch, nonce, styleNonce,
  });
  if (result.setCookies.length > 0) reply.header('set-cookie', result.setCookies);
  const template = await renderer.template(request.url);
  const head = `<meta property="csp-nonce" content="" nonce="${styleNonce}" />\n    ${result.head}`;
  const html = fillTemplate(template, { ...result, head, nonce, styleNonce });
  return reply.status(result.status).header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(Buffer.from(html));
}
