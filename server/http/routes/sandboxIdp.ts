import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SocialProvider } from '../../../contract/authRequests';
import type { SocialProvider as SocialProviderName } from '../../../contract/auth';
import type { AppContext } from '../../context';
import { SandboxIdentityProvider } from '../../services/identity/SandboxIdentityProvider';
import { notFound } from '../../api/errors';
import { escapeHtml } from '../../html';
import { parseInput } from '../../api/validation';
import { sendDemoPage } from './demoPage';

const PROVIDER_NAMES: Record<SocialProviderName, string> = { facebook: 'Facebook', apple: 'Apple', line: 'LINE' };

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** The sandbox identity provider's consent page: stands in for Facebook / Apple / LINE. Registered in demo mode only. */
export function sandboxIdpRoutes(app: FastifyInstance, ctx: AppContext): void {
  const Authorize = z.object({
    provider: SocialProvider,
    state: z.string().min(1).max(256),
    // Only back to this shop: the sandbox must not become an open redirect.
    redirect_uri: z.string().max(500).refine((uri) => uri.startsWith(`${ctx.config.publicOrigin}/`)),
  });
  const Approve = Authorize.extend({
    name: z.string().trim().min(1).max(40),
    email: z.string().trim().toLowerCase().email().max(254),
  });
  // Demo mode with real providers configured selects the real ones: then the sandbox has nothing to approve.
  const guard = (): SandboxIdentityProvider => {
    if (!(ctx.identity instanceof SandboxIdentityProvider)) throw notFound();
    return ctx.identity;
  };

  app.get('/sandbox/idp/authorize', async (request, reply) => {
    guard();
    const q = parseInput(Authorize, request.query);
    const name = PROVIDER_NAMES[q.provider];
    const form = `<p>「寶貝揪團」想使用您的 ${name} 帳號登入，並取得您的名稱與 E-mail。</p>
<form method="get" action="/sandbox/idp/approve">${hidden('provider', q.provider)}${hidden('state', q.state)}${hidden('redirect_uri', q.redirect_uri)}
<label for="name">名稱</label><input id="name" name="name" required maxlength="40" value="揪團測試帳號">
<label for="email">E-mail</label><input id="email" name="email" type="email" required value="sandbox-${q.provider}@example.com">
<button type="submit">同意並繼續</button></form>`;
    return sendDemoPage(reply, `以 ${name} 帳號登入（沙盒）`, form);
  });

  app.get('/sandbox/idp/approve', async (request, reply) => {
    const idp = guard();
    const q = parseInput(Approve, request.query);
    const code = await idp.issueCode(q.provider, { name: q.name, email: q.email });
    const target = new URL(q.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', q.state);
    return reply.redirect(target.toString(), 302);
  });
}
