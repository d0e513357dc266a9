import { RequestCookieTokenStore } from '../../../src/infrastructure/cookie/RequestCookieTokenStore';
import { createHttpClient } from '../../../src/infrastructure/http/createHttpClient';
import { injectTransport } from '../../../server/ssr/inprocess/injectTransport';
import type { VisitorCookies } from '../../../server/ssr/inprocess/visitorRequest';
import { call } from '../helpers/api';
import type { TestApp } from '../helpers/testApp';

/** What a gateway call came to, in the terms both adapters must agree on: its value, or its client error's kind, status, code and message. */
export type Outcome = { value: unknown } | { failure: { kind: unknown; status: unknown; code: unknown; message: unknown } };

export async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { value: await run() };
  } catch (error) {
    const { kind, status, code, message } = error as Record<string, unknown>;
    return { failure: { kind, status, code, message } };
  }
}

/** A page request's API client over the in-process transport, on this cookie jar (as the page server builds it). */
export const apiClient = (api: TestApp, jar: RequestCookieTokenStore, userAgent: string | undefined) =>
  createHttpClient({ baseURL: '', platform: 'desktop', tokenStore: jar, cookieJar: jar, userAgent, reporter: { report: () => {} }, adapter: injectTransport(api.app) });

/** The same cookie jar as an in-process adapter reads it. */
export const visitorCookies = (api: TestApp, jar: RequestCookieTokenStore): VisitorCookies => ({
  tokens: jar,
  cookieHeader: () => jar.cookieHeader(),
  parseCookie: (header: string) => api.app.parseCookie(header),
});

/** The Cookie header of a member signed in by e-mail and password. */
export async function signedInCookieHeader(api: TestApp, email: string, password: string): Promise<string> {
  const login = await call(api.app, 'POST', '/v2/member/login', { body: { email, password } });
  const jar = new RequestCookieTokenStore(undefined);
  jar.absorb([login.headers['set-cookie']].flat().map(String));
  return jar.cookieHeader();
}
