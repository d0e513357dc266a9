import type { AxiosInstance } from 'axios';
import { ContainerModule } from 'inversify';
import type { TokenStore } from '../../application/auth/ports';
import type { ErrorReporter, PageReloader } from '../../application/shell/ports';
import type { CookieJar } from '../cookie/CookieJar';
import type { ContainerOptions } from './ContainerOptions';
import { apiGateway } from './lazyGateway';
import { TOKENS } from './tokens';

/**
 * The axios client and the gateways over it. Both load on the first call that needs them
 * (`container.getAsync(TOKENS.HttpClient)`), so neither axios nor an adapter is in the first bundle.
 */
export const httpModule = (options: ContainerOptions) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.HttpClient)
      .toDynamicValue(async (context) => {
        const { createHttpClient } = await import('../http/createHttpClient');
        const tokenStore = context.get<TokenStore>(TOKENS.TokenStore);
        return createHttpClient({
          baseURL: options.apiBaseUrl,
          platform: options.platform,
          tokenStore,
          reporter: context.get<ErrorReporter>(TOKENS.ErrorReporter),
          reloader: context.get<PageReloader>(TOKENS.PageReloader),
          basicAuth: options.basicAuth,
          adapter: options.transport,
          cookieJar: options.runtime === 'server' && isCookieJar(tokenStore) ? tokenStore : undefined,
          userAgent: options.runtime === 'server' ? options.userAgent : undefined,
        });
      })
      .inSingletonScope();
    // The typed client of the declared endpoints. The page server's transport hands over each handler's
    // typed data in process, so only the browser parses answers with the response schemas.
    bind(TOKENS.ApiClient)
      .toDynamicValue(async (context) => {
        const [{ createApiClient }, { shopHeaders }] = await Promise.all([import('../http/ApiClient'), import('../http/createHttpClient')]);
        const http = await context.getAsync<AxiosInstance>(TOKENS.HttpClient);
        if (!options.dispatch) return createApiClient(http, { parseAnswers: options.runtime === 'browser' });
        const tokenStore = context.get<TokenStore>(TOKENS.TokenStore);
        const jar = isCookieJar(tokenStore) ? tokenStore : undefined;
        const headers = () => shopHeaders({ tokenStore, platform: options.platform, cookieJar: jar, userAgent: options.userAgent });
        return createApiClient(http, { parseAnswers: false, direct: { dispatch: options.dispatch, headers, jar, reporter: context.get<ErrorReporter>(TOKENS.ErrorReporter) } });
      })
      .inSingletonScope();
    // Accounts and identity: on the page server in process, the utm and token cookies their answers set reaching the request's jar.
    bind(TOKENS.UserInfoGateway)
      .toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiUserInfoGateway')).ApiUserInfoGateway(api)))
      .inSingletonScope();
    bind(TOKENS.AuthGateway)
      .toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiAuthGateway')).ApiAuthGateway(api)))
      .inSingletonScope();
    bind(TOKENS.SocialAuthGateway)
      .toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiSocialAuthGateway')).ApiSocialAuthGateway(api)))
      .inSingletonScope();
    bind(TOKENS.GroupBuyCatalog)
      .toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiGroupBuyCatalog')).ApiGroupBuyCatalog(api)))
      .inSingletonScope();
  });

/** On the page server the token store is also the request's cookie jar (RequestCookieTokenStore). */
function isCookieJar(store: object): store is CookieJar {
  return typeof (store as Partial<CookieJar>).absorb === 'function' && typeof (store as Partial<CookieJar>).cookieHeader === 'function';
}
