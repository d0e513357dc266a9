import type { AxiosAdapter } from 'axios';
import type { EndpointDispatch } from '../../../contract/endpoint';
import type { Container } from 'inversify';

export interface ContainerOptions {
  runtime: 'browser' | 'server';
  /** '' in the browser (same origin); the page server's calls go through `transport` instead. */
  apiBaseUrl: string;
  /** Page server: how the axios adapters reach the API in process (no socket). */
  transport?: AxiosAdapter;
  /** Page server: the declared endpoints' handlers in process; the typed client calls them without axios. */
  dispatch?: EndpointDispatch;
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
