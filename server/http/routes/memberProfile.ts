import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Profile, babies, reviews by members and account deletion (member area). */
export function memberProfileRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
