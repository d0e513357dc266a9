import axios, { AxiosHeaders, type AxiosAdapter, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { Header } from '../../../contract/common';
import type { TokenStore } from '../../application/auth/ports';
import type { ErrorReporter, PageReloader } from '../../application/shell/ports';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import type { CookieJar } from '../cookie/CookieJar';
import { AuthRecovery } from './authRecovery';
import { isInvalidOAuthToken, reportOf, setCookiesOf } from './answers';
import { toClientError } from './mapHttpError';
import './requestFlags';

export interface HttpClientOptions {
  /** '' in the browser (same origin); the API's own address on the page server. */
  baseURL: string;
  /** The platform header (SPEC §7); the server also requires it on state-changing calls. */
  platform: string;
  tokenStore: TokenStore;
  reporter: ErrorReporter;
  reloader?: PageReloader;
  basicAuth?: { username: string; password: string };
  timeoutMs?: number;
  adapter?: AxiosAdapter;
  /** Page server only: the visitor's cookies go along with each call and come back updated. */
  cookieJar?: CookieJar;
  /** Page server only: the visitor's user agent, from which the API derives the platform. */
  userAgent?: string;
}

/** The server refuses a state change whose body is not JSON (CSRF defence), bodiless ones included. */
const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);


/** One axios instance with the headers and the whole failure mapping of SPEC §7-8. */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    withCredentials: true,
    auth: options.basicAuth,
    adapter: options.adapter,
  });
  http.interceptors.request.use((config) => withShopHeaders(config, options));
  const recovery = new AuthRecovery(http, options.tokenStore, options.reloader);
  http.interceptors.response.use(
    (response) => {
      options.cookieJar?.absorb(setCookiesOf(response.headers));
      return response;
    },
    (error: unknown) => onFailure(error, options, recovery),
  );
  return http;
}

/** The headers every call of ours carries (SPEC §7): the token, the platform and, on the page server, the visitor's cookies and user agent. */
export function shopHeaders(options: Pick<HttpClientOptions, 'tokenStore' | 'platform' | 'cookieJar' | 'userAgent'>): Record<string, string> {
  const headers: Record<string, string> = { [Header.PLATFORM]: options.platform };
  const token = options.tokenStore.read();
  if (token) headers[Header.OAUTH_TOKEN] = token.accessToken;
  const cookies = options.cookieJar?.cookieHeader();
  if (cookies) headers.cookie = cookies;
  if (options.userAgent) headers['user-agent'] = options.userAgent;
  return headers;
}

function withShopHeaders(config: InternalAxiosRequestConfig, options: HttpClientOptions): InternalAxiosRequestConfig {
  const headers = AxiosHeaders.from(config.headers);
  headers.delete(Header.OAUTH_TOKEN);
  for (const [name, value] of Object.entries(shopHeaders(options))) headers.set(name, value);
  config.headers = headers;
  if (STATE_CHANGING.has((config.method ?? 'get').toLowerCase()) && config.data === undefined) config.data = {};
  return config;
}

async function onFailure(error: unknown, options: HttpClientOptions, recovery: AuthRecovery) {
  const response = (error as AxiosError).response;
  if (response) options.cookieJar?.absorb(setCookiesOf(response.headers));
  const failure = toClientError(error);
  const config = (error as AxiosError).config;
  if (config && isInvalidOAuthToken(failure) && !config.skipAuthRecovery && !config.authRetried) {
    options.reporter.report(failure, describe(config));
    return recovery.recover(config);
  }
  const reported = reportOf(response?.status, failure);
  if (reported) options.reporter.report(reported, describe(config));
  throw failure;
}


const describe = (config: InternalAxiosRequestConfig | undefined) => ({ method: config?.method, url: config?.url });

