import type { AuthGateway, Clock, TokenStore, UserInfoGateway } from './auth/ports';
import type { SocialAuthGateway } from './auth/socialPorts';
import type { GroupBuyCatalog } from './catalog/ports';
import type {
  ErrorReporter,
  KeyValueStore,
  NetworkStatus,
  PageReloader,
  ResponseCookies,
  Scheduler,
} from './shell/ports';

/** A typed DI symbol: the type parameter ties the symbol to what it resolves to. */
export type Token<T> = symbol & { readonly __type?: T };
export const token = <T>(name: string): Token<T> => Symbol.for(`jiutuan.${name}`) as Token<T>;

/**
 * The symbols of every port. They live here, not in the composition root, because use cases
 * inject them and the import rules keep src/application away from src/infrastructure;
 * src/infrastructure/di/tokens.ts adds the adapter-only symbols and is what everyone else imports.
 */
export const PORT_TOKENS = {
  UserInfoGateway: token<UserInfoGateway>('UserInfoGateway'),
  AuthGateway: token<AuthGateway>('AuthGateway'),
  SocialAuthGateway: token<SocialAuthGateway>('SocialAuthGateway'),
  TokenStore: token<TokenStore>('TokenStore'),
  Clock: token<Clock>('Clock'),
  GroupBuyCatalog: token<GroupBuyCatalog>('GroupBuyCatalog'),
  ErrorReporter: token<ErrorReporter>('ErrorReporter'),
  PageReloader: token<PageReloader>('PageReloader'),
  KeyValueStore: token<KeyValueStore>('KeyValueStore'),
  Scheduler: token<Scheduler>('Scheduler'),
  NetworkStatus: token<NetworkStatus>('NetworkStatus'),
  ResponseCookies: token<ResponseCookies>('ResponseCookies'),
} as const;
