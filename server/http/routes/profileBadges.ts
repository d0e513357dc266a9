import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Profile badges: the red-dot status per member and type (SPEC §7). */
export function profileBadgeRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
