import type { Resolver } from '../../application/injection';
import type { Token } from './tokens';

/** resolver.get with the type a token carries, for callers that name the port type: `resolve<OrderGateway>(c, T)`. */
export const resolve = <T>(container: Resolver, token: Token<T>): T => container.get<T>(token);
