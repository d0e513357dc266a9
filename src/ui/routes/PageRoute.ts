import type { LoaderFunction } from 'react-router-dom';
import type { AppDeps } from '../app/AppDeps';
import type { lazyPage } from './lazyPage';
import type { RouteHandle } from './RouteHandle';

/** One page of the route table: path, handle (name, flags, meta, auth), lazy page, loader factory. */
export interface PageRoute {
  path?: string;
  index?: boolean;
  handle: RouteHandle;
  lazy: ReturnType<typeof lazyPage>;
  loader?: (deps: AppDeps) => LoaderFunction;
}
