import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../routes/RouteHandle';
import { withFlags, type LayoutFlags } from '../routes/flags';

/** The deepest matched route's handle: its name and its shell flags (SPEC §2.2). */
export function useRouteHandle(): { name: string | null; flags: LayoutFlags } {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.name)?.handle as RouteHandle | undefined;
  return { name: handle?.name ?? null, flags: withFlags(handle?.flags) };
}
