import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Coupons, promotion codes, the new-customer gift and shopping credit (member area). */
export function memberWalletRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
