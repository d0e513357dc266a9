import type { ApiClient } from '../http/ApiClient';
import type { ResolutionContext } from 'inversify';
import { lazyPort, type AsyncPort } from './lazyPort';
import { TOKENS } from './tokens';

/**
 * A gateway binding over the typed client of the declared endpoints, loaded on the port's first call:
 * `bind(T).toDynamicValue(apiGateway(async (api) => new (await import('../http/ApiX')).ApiX(api)))`.
 */
export const apiGateway =
  <T extends AsyncPort<T>>(build: (api: ApiClient, context: ResolutionContext) => T | Promise<T>) =>
  (context: ResolutionContext): T =>
    lazyPort(async () => build(await context.getAsync(TOKENS.ApiClient), context));
