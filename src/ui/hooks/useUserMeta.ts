import { SessionStore, type Session } from '../../application/shell/SessionStore';
import type { UserMeta } from '../../domain/user/UserMeta';
import { useObservable } from './useObservable';
import { useUseCase } from './useUseCase';

/** The session (user meta and badges): one rxjs store, seeded from the page server's boot state. */
export function useSession(): Session | null {
  return useObservable(useUseCase(SessionStore).state$);
}

/** The user meta the root loader resolved (SPEC §4.1); undefined only before it has loaded. */
export function useUserMeta(): UserMeta | undefined {
  return useSession()?.user;
}
