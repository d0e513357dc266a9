import { useQuery } from '@tanstack/react-query';
import type { UserMeta } from '../../domain/user/UserMeta';
import { userMetaQuery } from '../app/queries';
import { useContainer } from '../di/ContainerProvider';

/** The user meta the root loader resolved (SPEC §4.1); undefined only before it has loaded. */
export function useUserMeta(): UserMeta | undefined {
  return useQuery(userMetaQuery(useContainer())).data;
}
