import axios, { AxiosHeaders, type AxiosAdapter, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { ErrorCode, Header } from '../../../contract/common';
import type { TokenStore } from '../../application/auth/ports';
import type { ErrorReporter, PageReloader } from '../../application/shell/ports';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import type { ClientError } from '../../domain/errors/clientErrors';
import type { CookieJar } from '../cookie/CookieJar';
import { AuthRecovery } from './authRecovery';
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

/** Statuses reported to the error-reporting service before they are passed on (SPEC §8). */
const REPORTED_STATUSES = new Set([403, 502]);

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

function withShopHeaders(config: InternalAxiosRequestConfig, options: HttpClientOptions): InternalAxiosRequestConfig {
  const headers = AxiosHeaders.from(config.headers);
  const token = options.tokenStore.read();
  if (token) headers.set(Header.OAUTH_TOKEN, token.accessToken);
  else headers.delete(Header.OAUTH_TOKEN);
  headers.set(Header.PLATFORM, options.platform);
  const cookies = options.cookieJar?.cookieHeader();
  if (cookies) headers.set('cookie', cookies);
  if (options.userAgent) headers.set('user-agent', options.userAgent);
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
  if (REPORTED_STATUSES.has(failure.status) && failure.kind === 'api') options.reporter.report(failure, describe(config));
  throw failure;
}

const isInvalidOAuthToken = (failure: ClientError) => failure.status === 401 && failure.code === ErrorCode.INVALID_OAUTH_TOKEN;

const describe = (config: InternalAxiosRequestConfig | undefined) => ({ method: config?.method, url: config?.url });

function setCookiesOf(headers: unknown): string[] {
  const value = (headers as Record<string, unknown> | undefined)?.['set-cookie'];
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}
