import type { AxiosInstance } from 'axios';
import type { ResolutionContext } from 'inversify';
import { lazyPort, type AsyncPort } from './lazyPort';
import { TOKENS } from './tokens';

/**
 * A gateway binding over the shared HTTP client, both loaded on the port's first call:
 * `bind(T).toDynamicValue(httpGateway(async (http) => new (await import('../http/AxiosX')).AxiosX(http)))`.
 */
export const httpGateway =
  <T extends AsyncPort<T>>(build: (http: AxiosInstance, context: ResolutionContext) => T | Promise<T>) =>
  (context: ResolutionContext): T =>
    lazyPort(async () => build(await context.getAsync(TOKENS.HttpClient), context));
