import { useMemo } from 'react';
import type { Token } from '../../infrastructure/di/tokens';
import { useContainer } from '../di/ContainerProvider';

type Class<T> = abstract new (...args: never[]) => T;

/** Resolves a use case class (or a typed token) from the container: `useUseCase(SignIn).execute(...)`. */
export function useUseCase<T>(id: Class<T> | Token<T>): T {
  const container = useContainer();
  return useMemo(() => container.get<T>(id as never), [container, id]);
}
