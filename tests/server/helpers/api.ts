import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TokenData } from '../../../contract/auth';
import { TERMS_VERSION } from '../../../src/domain/auth/terms';

/** What the shop's own clients send on every call (the CSRF check wants the platform header). */
export const API_HEADERS = { platform: 'desktop' } as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function call(
  app: FastifyInstance, method: Method, url: string, options: { body?: object; headers?: Record<string, string>; cookies?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  // Like the shop's client: a state change always carries a JSON body, `{}` when it has nothing to say.
  const payload = options.body ?? (method === 'GET' ? undefined : {});
  return app.inject({ method, url, payload, headers: { ...API_HEADERS, ...options.headers }, cookies: options.cookies });
}

/** The cookies a response set, by name. */
export function setCookies(response: LightMyRequestResponse): Record<string, { value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string; path?: string }> {
  return Object.fromEntries(response.cookies.map((c) => [c.name, c as never]));
}

export function latestVerificationToken(mails: { text: string }[]): string {
  const match = /verify-email\?token=([A-Za-z0-9_%-]+)/.exec(mails[0]?.text ?? '');
  if (!match) throw new Error('no verification mail in the outbox');
  return decodeURIComponent(match[1]);
}

/** Signs a new member up and opens the verification link from the dev mailbox. */
export async function signUpVerified(app: FastifyInstance, email: string, password = 'secret-pass-1', nickname = '測試媽咪'): Promise<void> {
  const signUp = await call(app, 'POST', '/v2/member/signup', { body: { email, password, nickname, terms: TERMS_VERSION } });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const mailbox = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
  const token = latestVerificationToken(mailbox.json().data);
  const verify = await call(app, 'POST', '/v2/member/verify-email', { body: { token } });
  if (verify.statusCode !== 200) throw new Error(`verification failed: ${verify.body}`);
  // The link signed her in; a test's member starts signed in nowhere, so the link's sign-in ends here.
  const accessToken = (verify.json().data as { token: TokenData }).token.access_token;
  await call(app, 'POST', '/v2/member/logout', { headers: { 'x-oauth-token': accessToken } });
}

export async function signIn(app: FastifyInstance, email: string, password = 'secret-pass-1'): Promise<TokenData> {
  const response = await call(app, 'POST', '/v2/member/login', { body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().data as TokenData;
}

/** The x-oauth-token headers of the two seeded demo members, for calls made as them. */
export async function demoMemberHeaders(app: FastifyInstance): Promise<{ amy: Record<string, string>; ben: Record<string, string> }> {
  const [amy, ben] = await Promise.all([signIn(app, 'amy@example.com', 'jiutuan-demo-1'), signIn(app, 'ben@example.com', 'jiutuan-demo-2')]);
  return { amy: { 'x-oauth-token': amy.access_token }, ben: { 'x-oauth-token': ben.access_token } };
}
