import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Orders, their lifecycle and refunds (member area). */
export function memberOrderRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
