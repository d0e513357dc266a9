import type { Container } from 'inversify';
import type { Token } from './tokens';

/** container.get with the type a token carries (inversify cannot infer it from a symbol). */
export const resolve = <T>(container: Container, token: Token<T>): T => container.get<T>(token);
