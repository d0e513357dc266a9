import { useMemo } from 'react';
import type { Class, Resolver } from '../../application/injection';
import type { Token } from '../../infrastructure/di/tokens';
import { useContainer } from '../di/ContainerProvider';

/**
 * What each container has handed out, by class or token. A container keeps one instance of every
 * use case, store and port (singleton scope), so asking it again would give the same one: it is
 * asked once, not by every card of a page (inversify's resolution showed in the server render's profile).
 */
const resolved = new WeakMap<Resolver, Map<unknown, unknown>>();

export function resolveOnce<T>(container: Resolver, id: Class<T> | Token<T>): T {
  let known = resolved.get(container);
  if (!known) resolved.set(container, (known = new Map()));
  if (!known.has(id)) known.set(id, container.get(id));
  return known.get(id) as T;
}

/** Resolves a use case class (or a typed token) from the container: `useUseCase(SignIn).execute(...)`. */
export function useUseCase<T>(id: Class<T> | Token<T>): T {
  const container = useContainer();
  return useMemo(() => resolveOnce(container, id), [container, id]);
}
