import { ContainerModule } from 'inversify';
import type { TokenStore } from '../../application/auth/ports';
import type { ErrorReporter, PageReloader } from '../../application/shell/ports';
import type { CookieJar } from '../cookie/CookieJar';
import { AxiosAuthGateway } from '../http/AxiosAuthGateway';
import { AxiosGroupBuyCatalog } from '../http/AxiosGroupBuyCatalog';
import { AxiosSocialAuthGateway } from '../http/AxiosSocialAuthGateway';
import { AxiosUserInfoGateway } from '../http/AxiosUserInfoGateway';
import { createHttpClient } from '../http/createHttpClient';
import type { AxiosInstance } from 'axios';
import type { ContainerOptions } from './ContainerOptions';
import { TOKENS } from './tokens';

/** The axios client and the gateways over it. */
export const httpModule = (options: ContainerOptions) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.HttpClient)
      .toResolvedValue(
        (tokenStore: TokenStore, reporter: ErrorReporter, reloader: PageReloader) =>
          createHttpClient({
            baseURL: options.apiBaseUrl,
            platform: options.platform,
            tokenStore,
            reporter,
            reloader,
            basicAuth: options.basicAuth,
            adapter: options.transport,
            cookieJar: options.runtime === 'server' && isCookieJar(tokenStore) ? tokenStore : undefined,
            userAgent: options.runtime === 'server' ? options.userAgent : undefined,
          }),
        [TOKENS.TokenStore, TOKENS.ErrorReporter, TOKENS.PageReloader],
      )
      .inSingletonScope();
    bind(TOKENS.UserInfoGateway)
      .toResolvedValue((http: AxiosInstance) => new AxiosUserInfoGateway(http), [TOKENS.HttpClient])
      .inSingletonScope();
    bind(TOKENS.AuthGateway)
      .toResolvedValue((http: AxiosInstance) => new AxiosAuthGateway(http), [TOKENS.HttpClient])
      .inSingletonScope();
    bind(TOKENS.SocialAuthGateway)
      .toResolvedValue((http: AxiosInstance) => new AxiosSocialAuthGateway(http), [TOKENS.HttpClient])
      .inSingletonScope();
    bind(TOKENS.GroupBuyCatalog)
      .toResolvedValue((http: AxiosInstance) => new AxiosGroupBuyCatalog(http), [TOKENS.HttpClient])
      .inSingletonScope();
  });

/** On the page server the token store is also the request's cookie jar (RequestCookieTokenStore). */
function isCookieJar(store: object): store is CookieJar {
  return typeof (store as Partial<CookieJar>).absorb === 'function' && typeof (store as Partial<CookieJar>).cookieHeader === 'function';
}
