import { createContext, RouterContextProvider } from 'react-router-dom';
import type { AppDeps } from '../app/AppDeps';

/**
 * The route table is built once per process (server) or tab (browser); each request's or tab's
 * container and query cache reach the loaders through react-router's context instead.
 */
export const depsContext = createContext<AppDeps>();

/** The context every router of the app is given: the server per request, the browser per tab. */
export function routerContext(deps: AppDeps): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(depsContext, deps);
  return context;
}

/** The deps of a loader call; the context is always one made by routerContext(). */
export const depsOf = (context: unknown): AppDeps => (context as RouterContextProvider).get(depsContext);
