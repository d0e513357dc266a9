import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Notifications: mission and bubble notifications with read state per member (SPEC §4.2, §7). */
export function notificationRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
