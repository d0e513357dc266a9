import type { Container } from 'inversify';

export interface ContainerOptions {
  runtime: 'browser' | 'server';
  /** '' in the browser (same origin); API_BASE_URL on the page server. */
  apiBaseUrl: string;
  /** The platform header value (the web-server kind of SPEC §3). */
  platform: string;
  /** Page server: the incoming request's Cookie header. */
  cookieHeader?: string;
  /** Page server: the visitor's user agent, forwarded to the API. */
  userAgent?: string;
  /** Page server: mark cookies Secure (the visitor came over HTTPS). */
  secureCookies?: boolean;
  basicAuth?: { username: string; password: string };
  /** Last word on the bindings, e.g. `(c) => c.rebind(TOKENS.Clock).toConstantValue(clock)`. */
  overrides?: (container: Container) => void;
}
