import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SocialProvider } from '../../../contract/authRequests';
import type { AppContext } from '../../context';
import { SandboxIdentityProvider } from '../../services/identity/SandboxIdentityProvider';
import { notFound } from '../../api/errors';
import { parseInput } from '../../api/validation';
import { sendDemoPage } from './demoPage';
import { sandboxLineRoutes } from './sandboxLine';
import { consentForm, PROVIDER_NAMES } from './sandboxConsent';

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
    const form = consentForm(q.provider, '/sandbox/idp/approve', { provider: q.provider, state: q.state, redirect_uri: q.redirect_uri });
    return sendDemoPage(reply, `以 ${PROVIDER_NAMES[q.provider]} 帳號登入（沙盒）`, form);
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
  sandboxLineRoutes(app, ctx, guard);
}
