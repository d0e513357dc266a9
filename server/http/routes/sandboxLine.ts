import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { SANDBOX_LINE_CHANNEL, SANDBOX_LINE_PATH, type SandboxIdentityProvider } from '../../services/identity/SandboxIdentityProvider';
import { parseInput } from '../../api/validation';
import { sendDemoPage } from './demoPage';
import { consentForm } from './sandboxConsent';

const FORM_POST = { config: { csrf: 'provider-callback' as const } };

/**
 * The sandbox's LINE Login v2.1 (demo mode only): the authorize request with LINE's parameters, a
 * consent page, the redirect back with `code` and `state`, and the token endpoint (form-encoded,
 * server to server) answering an HS256 ID token signed with the sandbox channel's secret.
 */
export function sandboxLineRoutes(app: FastifyInstance, ctx: AppContext, guard: () => SandboxIdentityProvider): void {
  const Authorize = z.object({
    response_type: z.literal('code'),
    client_id: z.literal(SANDBOX_LINE_CHANNEL.channelId),
    // Only back to this shop: the sandbox must not become an open redirect.
    redirect_uri: z.string().max(500).refine((uri) => uri.startsWith(`${ctx.config.publicOrigin}/`)),
    state: z.string().min(1).max(256),
    scope: z.string().refine((scope) => scope.split(' ').includes('openid')),
    nonce: z.string().min(1).max(255),
  });
  const Approve = Authorize.extend({
    name: z.string().trim().min(1).max(40),
    email: z.union([z.literal(''), z.string().trim().toLowerCase().email().max(254)]),
  });

  app.get(`${SANDBOX_LINE_PATH}/authorize`, async (request, reply) => {
    guard();
    const { response_type, client_id, redirect_uri, state, scope, nonce } = parseInput(Authorize, request.query);
    const form = consentForm('line', `${SANDBOX_LINE_PATH}/approve`, { response_type, client_id, redirect_uri, state, scope, nonce }, true);
    return sendDemoPage(reply, '以 LINE 帳號登入（沙盒）', form);
  });

  app.get(`${SANDBOX_LINE_PATH}/approve`, async (request, reply) => {
    const idp = guard();
    const q = parseInput(Approve, request.query);
    const code = await idp.issueCode('line', { name: q.name, email: q.email }, { nonce: q.nonce, redirectUri: q.redirect_uri });
    const target = new URL(q.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', q.state);
    return reply.redirect(target.toString(), 302);
  });

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post(`${SANDBOX_LINE_PATH}/token`, FORM_POST, async (request, reply) => {
      const idp = guard();
      const form = TokenForm.safeParse(request.body);
      const idToken = form.success
        ? await idp.lineIdToken({ code: form.data.code, redirectUri: form.data.redirect_uri, clientId: form.data.client_id, clientSecret: form.data.client_secret })
        : null;
      // LINE answers a bad request, a spent code or wrong credentials with 400 and an OAuth error.
      if (!idToken) return reply.code(400).send({ error: 'invalid_grant', error_description: 'invalid authorization code' });
      return reply.header('cache-control', 'no-store').send({
        access_token: `sandbox-${idToken.slice(-16)}`, token_type: 'Bearer', expires_in: 2592000,
        refresh_token: 'sandbox-refresh', scope: 'openid profile email', id_token: idToken,
      });
    });
  });
}

const TokenForm = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1).max(256),
  redirect_uri: z.string().max(500),
  client_id: z.string().max(64),
  client_secret: z.string().max(128),
});
