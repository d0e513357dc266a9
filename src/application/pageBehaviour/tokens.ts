import { token } from '../tokens';
import type { ConnectionInfo, Viewport } from './ports';

/** DI symbols of the page-behaviour ports (SPEC §4.7). */
export const PAGE_BEHAVIOUR_TOKENS = {
  ConnectionInfo: token<ConnectionInfo>('ConnectionInfo'),
  Viewport: token<Viewport>('Viewport'),
} as const;
