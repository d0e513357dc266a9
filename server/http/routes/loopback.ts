import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Demo-only pages (dev mailbox, sandbox provider) answer only requests from this machine. */
export const isLoopback = (request: FastifyRequest): boolean => LOOPBACK.has(request.ip);
