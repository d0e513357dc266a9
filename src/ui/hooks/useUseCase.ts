import { useMemo } from 'react';
import type { Container } from 'inversify';
import type { Token } from '../../infrastructure/di/tokens';
import { useContainer } from '../di/ContainerProvider';

type Class<T> = abstract new (...args: never[]) => T;

/**
 * What each container has handed out, by class or token. A container keeps one instance of every
 * use case, store and port (singleton scope), so asking it again would give the same one: it is
 * asked once, not by every card of a page (inversify's resolution showed in the server render's profile).
 */
const resolved = new WeakMap<Container, Map<unknown, unknown>>();

function resolveOnce<T>(container: Container, id: Class<T> | Token<T>): T {
  let known = resolved.get(container);
  if (!known) resolved.set(container, (known = new Map()));
  if (!known.has(id)) known.set(id, container.get<T>(id as never));
  return known.get(id) as T;
}

/** Resolves a use case class (or a typed token) from the container: `useUseCase(SignIn).execute(...)`. */
export function useUseCase<T>(id: Class<T> | Token<T>): T {
  const container = useContainer();
  return useMemo(() => resolveOnce(container, id), [container, id]);
}
