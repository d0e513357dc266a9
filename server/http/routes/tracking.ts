import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Tracking: analytics and server-side events, search clicks and conversions, error reports (SPEC §4.7, §5, §7, §8). */
export function trackingRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
